/**
 * Reader of PTB Digital Calibration Certificates (DCC, namespace https://ptb.de/dcc, schema versions
 * 3.1.x to 3.3.x) whose numbers are written in D-SI (namespace https://ptb.de/si).
 *
 * Pure: no HTTP, no database. The file is refused before parsing when it declares a DOCTYPE or an
 * entity, so no entity is ever expanded. Elements are matched on their namespace URI and local name,
 * whatever prefix the file binds to them.
 *
 * The reader's parts live in `./dcc/`: the XML tree (`xml-tree`), the certificate and its
 * administrative data (`dcc-certificate`), the calibration points and their phase as found / as left
 * (`dcc-points`), D-SI values and uncertainties (`dsi-values`), units (`dcc-units`) and errors
 * (`dcc-errors`).
 */
import { checkVersion, type DccCertificate, foreignRoot, readCertificate } from "./dcc/dcc-certificate";
import { DCC_NS, decode, parseTree, refuseEntities } from "./dcc/xml-tree";

export type { DccCertificate, DccIdentification, DccStatement } from "./dcc/dcc-certificate";
export { DccError, type DccErrorCode } from "./dcc/dcc-errors";
export type { DccPhase, DccPoint } from "./dcc/dcc-points";
export { displayUnit, dsiUnit } from "./dcc/dcc-units";

/** Reads a DCC file (text, or bytes in UTF-8 or UTF-16 with a byte order mark). Throws a {@link DccError}. */
export function readDcc(xml: string | Uint8Array): DccCertificate {
  const text = decode(xml);
  refuseEntities(text);
  const root = parseTree(text);
  if (root.ns !== DCC_NS || root.name !== "digitalCalibrationCertificate") throw foreignRoot(root);
  return readCertificate(root, checkVersion(root));
}
