import { UserRound } from "lucide-react";
import type { Ref } from "react";
import { format } from "../../../shared/messages";
import { PUBLIC_PAGE_TEXTS } from "../../../shared/public-page-texts";
import { RATER_CARD_TEXTS } from "../../../shared/texts/public";
import { Field, fieldAria } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import type { Rater } from "./rater";

/**
 * Who is rating (spec §2): the greeting, and the name the ratings are saved under, which the
 * visitor may correct, unless the link is a technician's personal one.
 */
export function RaterCard({
  rater,
  name,
  error,
  onNameChange,
  inputRef,
}: {
  rater: Rater;
  name: string;
  error: string | null;
  onNameChange: (name: string) => void;
  inputRef: Ref<HTMLInputElement>;
}) {
  const greeted = name.trim() || rater.name;
  return (
    <section
      aria-label={RATER_CARD_TEXTS.operateur}
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] sm:items-start sm:p-5"
    >
      <div className="flex min-w-0 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
          <UserRound className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="text-lg leading-snug font-semibold break-words">
            {format(PUBLIC_PAGE_TEXTS.greeting, { name: greeted })}
          </p>
          <p className="mt-0.5 text-sm text-muted-foreground">
            {rater.personal
              ? RATER_CARD_TEXTS.lienPersonnelVosNotations(rater.email ? ` : ${rater.email}` : "")
              : RATER_CARD_TEXTS.notezChaqueEquipementSelon}
          </p>
        </div>
      </div>
      {!rater.personal && (
        <Field
          id="rater-name"
          label={RATER_CARD_TEXTS.votreNom}
          error={error ?? undefined}
          hint={RATER_CARD_TEXTS.vosNotationsSontEnregistrees}
        >
          <Input
            ref={inputRef}
            className="h-11 text-base sm:text-sm"
            autoComplete="name"
            autoCapitalize="words"
            maxLength={200}
            value={name}
            onChange={(event) => onNameChange(event.target.value)}
            {...fieldAria("rater-name", error ?? undefined)}
          />
        </Field>
      )}
    </section>
  );
}
