import { FileCheck2 } from "lucide-react";
import { useRef } from "react";
import type { Report } from "../../../shared/api/reports";
import { VERIFY_FILE_BUTTON_TEXTS } from "../../../shared/texts/reports";
import { Button } from "../../components/ui/button";
import { notify } from "../../lib/toast";

/** A file's SHA-256, in lower-case hexadecimal, computed in the browser (the file never leaves it). */
async function sha256Of(file: File): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * « Vérifier un fichier » (issue 23): a report file downloaded earlier is hashed here and compared
 * with the SHA-256 the server recorded for each report of the list. Nothing is sent anywhere.
 */
export function VerifyFileButton({ reports }: { reports: readonly Report[] }) {
  const input = useRef<HTMLInputElement>(null);
  const check = async (file: File) => {
    if (!globalThis.crypto?.subtle) {
      notify.error(VERIFY_FILE_BUTTON_TEXTS.ceNavigateurNeCalcule);
      return;
    }
    const hash = await sha256Of(file);
    const found = reports.find((report) => report.sha256 === hash);
    if (found)
      notify.success(
        VERIFY_FILE_BUTTON_TEXTS.leFichierEstIntact(
          file.name,
          found.number ?? found.fileName,
          found.campaignName,
        ),
        VERIFY_FILE_BUTTON_TEXTS.fichierVerifie,
      );
    else
      notify.error(
        VERIFY_FILE_BUTTON_TEXTS.aucunRapportDeLa(file.name, hash.slice(0, 16)),
        VERIFY_FILE_BUTTON_TEXTS.fichierNonReconnu,
      );
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="verify-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void check(file);
        }}
      />
      <Button variant="outline" onClick={() => input.current?.click()}>
        <FileCheck2 aria-hidden="true" />
        {VERIFY_FILE_BUTTON_TEXTS.verifierUnFichier}
      </Button>
    </>
  );
}
