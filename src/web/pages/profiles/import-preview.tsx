import { AlertTriangle, CheckCircle2, FileSpreadsheet } from "lucide-react";
import { countUsers, USER_IMPORT_TEXTS } from "../../../shared/texts/users";
import type { UserImportResult } from "../../../shared/user-import";

/** The live preview of the CSV import: the rows that will be sent and the lines that will not. */
export function ImportPreview({ empty, result }: { empty: boolean; result: UserImportResult }) {
  const { users, errors } = result;
  return (
    <section aria-labelledby="import-preview-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="import-preview-title" className="text-sm font-semibold">
          {USER_IMPORT_TEXTS.preview}
        </h3>
        <p className="flex flex-wrap items-center gap-2 text-xs" aria-live="polite">
          {!empty && (
            <span className="inline-flex items-center gap-1.5 rounded-full border border-emerald-200 bg-emerald-50 px-2.5 py-0.5 font-medium text-emerald-800">
              <CheckCircle2 className="size-3.5" aria-hidden="true" />
              {countUsers(users.length, USER_IMPORT_TEXTS.validSuffix)}
            </span>
          )}
          {!empty && errors.length > 0 && (
            <span className="inline-flex items-center gap-1.5 rounded-full border border-red-200 bg-red-50 px-2.5 py-0.5 font-medium text-red-800">
              <AlertTriangle className="size-3.5" aria-hidden="true" />
              {errors.length}
              {USER_IMPORT_TEXTS.line}
              {errors.length > 1 ? "s" : ""}
              {USER_IMPORT_TEXTS.inError}
            </span>
          )}
        </p>
      </div>

      {empty && (
        <div className="flex items-center gap-3 rounded-lg border border-dashed px-4 py-6 text-sm text-muted-foreground">
          <FileSpreadsheet className="size-5 shrink-0 text-primary" aria-hidden="true" />
          {USER_IMPORT_TEXTS.previewEmpty}
        </div>
      )}

      {!empty && users.length > 0 && (
        <section
          className="max-h-60 overflow-y-auto rounded-lg border"
          aria-label={USER_IMPORT_TEXTS.previewLabel}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable with the keyboard
          tabIndex={0}
        >
          <table className="w-full border-separate border-spacing-0 text-sm">
            <thead className="sticky top-0 bg-muted text-left text-xs font-semibold text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="w-20 border-b px-3 py-2 font-semibold">
                  {USER_IMPORT_TEXTS.columnLine}
                </th>
                <th scope="col" className="border-b px-3 py-2 font-semibold">
                  {USER_IMPORT_TEXTS.columnFirstName}
                </th>
                <th scope="col" className="border-b px-3 py-2 font-semibold">
                  {USER_IMPORT_TEXTS.columnLastName}
                </th>
                <th scope="col" className="border-b px-3 py-2 font-semibold">
                  {USER_IMPORT_TEXTS.columnEmail}
                </th>
              </tr>
            </thead>
            <tbody className="[&>tr:not(:last-child)>td]:border-b">
              {users.map((user) => (
                <tr key={user.line}>
                  <td className="px-3 py-1.5 text-muted-foreground tabular-nums">{user.line}</td>
                  <td className="px-3 py-1.5">{user.firstName || "—"}</td>
                  <td className="px-3 py-1.5">{user.lastName || "—"}</td>
                  <td className="px-3 py-1.5 break-all">{user.email}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      {!empty && errors.length > 0 && (
        <div className="rounded-lg border border-red-200 bg-red-50/60 px-4 py-3">
          <h3 id="import-errors-title" className="text-sm font-semibold text-red-800">
            {USER_IMPORT_TEXTS.ignoredTitle}
          </h3>
          <p className="mt-0.5 text-xs text-red-800">{USER_IMPORT_TEXTS.ignoredText}</p>
          <ul aria-labelledby="import-errors-title" className="mt-2 grid gap-1 text-sm text-red-800">
            {errors.map((error) => (
              <li key={error} className="flex gap-2">
                <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                {error}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
