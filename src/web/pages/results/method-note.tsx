import { ChevronRight } from "lucide-react";
import { Card } from "../../components/ui/card";

/** The OPPERET method in a metrologist's words (DESIGN.md §6), for every result on the page. */
export function MethodNote() {
  return (
    <Card>
      <details className="group">
        <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl px-5 py-4 font-semibold focus-visible:outline-offset-[-2px] [&::-webkit-details-marker]:hidden">
          <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden="true" />
          Comment les nouvelles périodes sont-elles calculées ?
        </summary>
        <div className="grid gap-2 border-t px-5 py-4 text-sm text-muted-foreground">
          <p>
            Méthode OPPERET (FD X 07-014, annexe D). Pour chaque équipement, chaque critère noté donne une
            note moyenne m des notateurs, entre −2 (raccourcir la période) et +2 (l'allonger), et une
            dispersion d (écart type entre notateurs). La note corrigée g = m − k2 × d, bornée entre −2 et +2,
            pénalise le désaccord entre notateurs.
          </p>
          <p>
            Le score global G est la moyenne des notes corrigées pondérée par le poids w de chaque critère : G
            = Σ (w × g) ÷ Σ w ; un critère sans notation n'y entre pas. Le score OPPERET vaut (G + 2) ÷ 4 ×
            100.
          </p>
          <p>
            Nouvelle période = période actuelle × 2 puissance (k1 × a × G ÷ 2), arrondie au mois le plus
            proche et bornée entre 1 mois et pmax. Avec k1 = 1, G = +2 double la période, G = −2 la divise par
            deux et G = 0 la garde.
          </p>
          <p>
            Une période forcée (1 à 120 mois) remplace la nouvelle période. L'évolution compare la période
            effective à la période actuelle : au-delà de +10 % la période est étendue, en deçà de −10 % elle
            est réduite, sinon elle est maintenue. Ouvrez l'explication d'une ligne pour voir le détail de son
            calcul.
          </p>
        </div>
      </details>
    </Card>
  );
}
