/**
 * The calibration points of a DCC, read from the quantities whose `refType` marks a role (nominal
 * value, reference value, indication, measurement error) inside `dcc:data` of each `dcc:result`; a
 * `dcc:list` of such quantities gives one point per index of their value lists.
 *
 * As found / as left: the DCC schema puts the status (`beforeAdjustment`, `afterAdjustment`,
 * `beforeRepair`, `afterRepair`) in a `dcc:influenceCondition`, under `dcc:measurementResults`,
 * `dcc:measurementResult` or `dcc:list`. A condition whose data holds no calibration point marks the
 * results it belongs to; the innermost mark wins and unmarked results are "as found". PTB's Good
 * Practice instead carries the table measured before adjustment inside the `beforeAdjustment`
 * condition's own data: those points are read as "as found", and the results next to them, which
 * then hold the values after adjustment, as "as left".
 */
import { DCC_MESSAGES, format } from "../../../../shared/messages";
import { incomplete } from "./dcc-errors";
import { clean, readSiQuantity, type SiEntry } from "./dsi-values";
import { kid, kids, pickText, refTypes, textOf, type XmlNode } from "./xml-tree";

export type DccPhase = "asFound" | "asLeft";

export interface DccPoint {
  phase: DccPhase;
  quantity: string | null;
  nominal: number | null;
  reference: number | null;
  indication: number | null;
  error: number | null;
  unit: string;
  expandedUncertainty: number | null;
  coverageFactor: number | null;
  coverageProbability: number | null;
}

/** What the enclosing elements tell about the points below them. */
interface PointContext {
  readonly phase: DccPhase;
  /** Name of the result (or measurement result) the points belong to. */
  readonly name: string | null;
}

/** Points carried by influence conditions with a status, and the phase those conditions give to their siblings. */
interface ConditionOutcome {
  readonly phase: DccPhase | null;
  readonly points: DccPoint[];
}

export function readPoints(root: XmlNode): DccPoint[] {
  const results = kid(root, "measurementResults");
  if (!results) return [];
  const global = readConditions(results, { phase: "asFound", name: null });
  const phase = global.phase ?? "asFound";
  return [
    ...global.points,
    ...kids(results, "measurementResult").flatMap((mr) => pointsOfMeasurementResult(mr, phase)),
  ];
}

function pointsOfMeasurementResult(measurementResult: XmlNode, inherited: DccPhase): DccPoint[] {
  const name = pickText(kid(measurementResult, "name"));
  const conditions = readConditions(measurementResult, { phase: inherited, name });
  const phase = conditions.phase ?? inherited;
  const fromResults = kids(kid(measurementResult, "results"), "result").flatMap((result) =>
    pointsOfData(kid(result, "data"), { phase, name: pickText(kid(result, "name")) ?? name }),
  );
  return [...conditions.points, ...fromResults];
}

function readConditions(owner: XmlNode, context: PointContext): ConditionOutcome {
  let marker: DccPhase | null = null;
  let carriesBefore = false;
  const points: DccPoint[] = [];
  for (const condition of kids(kid(owner, "influenceConditions"), "influenceCondition")) {
    const phase = phaseOfStatus(textOf(kid(condition, "status")));
    if (phase === null) continue;
    const carried = pointsOfData(kid(condition, "data"), { ...context, phase });
    if (carried.length === 0) marker ??= phase;
    points.push(...carried);
    if (carried.length > 0 && phase === "asFound") carriesBefore = true;
  }
  return { phase: marker ?? (carriesBefore ? "asLeft" : null), points };
}

function phaseOfStatus(status: string | null): DccPhase | null {
  if (status === "beforeAdjustment" || status === "beforeRepair") return "asFound";
  if (status === "afterAdjustment" || status === "afterRepair") return "asLeft";
  return null;
}

function pointsOfData(data: XmlNode | undefined, context: PointContext): DccPoint[] {
  if (!data) return [];
  return [
    ...pointsOfGroup(kids(data, "quantity"), context),
    ...kids(data, "list").flatMap((list) => pointsOfList(list, context)),
  ];
}

function pointsOfList(list: XmlNode, context: PointContext): DccPoint[] {
  const conditions = readConditions(list, context);
  const inner = { ...context, phase: conditions.phase ?? context.phase };
  return [
    ...pointsOfGroup(kids(list, "quantity"), inner),
    ...kids(list, "list").flatMap((child) => pointsOfList(child, inner)),
    ...conditions.points,
  ];
}

type Role = "nominal" | "reference" | "indication" | "error";

/** refTypes (DCC "basic" vocabulary) naming each role; the first role listed here wins when a quantity has several. */
const ROLE_REF_TYPES: readonly (readonly [Role, readonly string[]])[] = [
  ["error", ["basic_measurementError", "basic_measurementError_error"]],
  ["indication", ["basic_measuredValue", "basic_indicatedValue"]],
  ["reference", ["basic_referenceValue"]],
  ["nominal", ["basic_nominalValue", "basic_calibrationValue"]],
];

const ROLE_LABEL: Record<Role, string> = DCC_MESSAGES.roles;

function roleOf(quantity: XmlNode): Role | null {
  const tokens = refTypes(quantity);
  return ROLE_REF_TYPES.find(([, names]) => names.some((name) => tokens.includes(name)))?.[0] ?? null;
}

interface RoleColumn {
  readonly entries: readonly SiEntry[];
  readonly quantityName: string | null;
}

/** The quantities of one `dcc:data` or `dcc:list` level: one point per index of their value lists. */
function pointsOfGroup(quantities: readonly XmlNode[], context: PointContext): DccPoint[] {
  const roles = quantities.flatMap((quantity) => {
    const role = roleOf(quantity);
    return role === null ? [] : [[role, quantity] as const];
  });
  if (roles.every(([role]) => role === "nominal")) return [];
  const columns = new Map<Role, RoleColumn>();
  for (const [role, quantity] of roles) {
    if (!columns.has(role)) columns.set(role, readColumn(quantity, role, context));
  }
  addGoodPracticeNominal(columns, quantities, context);
  const count = commonLength(columns, context);
  const fallbackName =
    columns.get("error")?.quantityName ??
    columns.get("indication")?.quantityName ??
    columns.get("reference")?.quantityName;
  const name = context.name ?? fallbackName ?? null;
  return Array.from({ length: count }, (_, index) => makePoint(columns, index, context.phase, name));
}

function readColumn(quantity: XmlNode, role: Role, context: PointContext): RoleColumn {
  const what = describeRole(role, context);
  const entries = readSiQuantity(quantity, what);
  if (entries === null) {
    throw incomplete(format(DCC_MESSAGES.noNumber, { what }));
  }
  return { entries, quantityName: pickText(kid(quantity, "name")) };
}

function describeRole(role: Role, context: PointContext): string {
  return context.name
    ? format(DCC_MESSAGES.roleOfResult, { role: ROLE_LABEL[role], name: context.name })
    : ROLE_LABEL[role];
}

/** PTB's Good Practice gives the calibration point as `basic_calibrationValue` metadata of the reference quantity. */
function addGoodPracticeNominal(
  columns: Map<Role, RoleColumn>,
  quantities: readonly XmlNode[],
  context: PointContext,
): void {
  if (columns.has("nominal")) return;
  const reference = quantities.find((quantity) => roleOf(quantity) === "reference");
  const metaData = kids(kid(reference, "measurementMetaData"), "metaData").find((meta) =>
    refTypes(meta).includes("basic_calibrationValue"),
  );
  const nominal = kids(kid(metaData, "data"), "quantity")[0];
  const entries = nominal ? readSiQuantity(nominal, describeRole("nominal", context)) : null;
  if (entries) columns.set("nominal", { entries, quantityName: null });
}

function commonLength(columns: ReadonlyMap<Role, RoleColumn>, context: PointContext): number {
  const lengths = [...columns].map(([role, column]) => [role, column.entries.length] as const);
  const first = lengths[0]?.[1] ?? 0;
  if (lengths.every(([, length]) => length === first)) return first;
  const detail = lengths
    .map(([role, length]) => format(DCC_MESSAGES.roleLength, { role: ROLE_LABEL[role], length }))
    .join(", ");
  const where = context.name
    ? format(DCC_MESSAGES.namedResult, { name: context.name })
    : DCC_MESSAGES.someResult;
  throw incomplete(format(DCC_MESSAGES.unevenLists, { where, detail }));
}

function makePoint(
  columns: ReadonlyMap<Role, RoleColumn>,
  index: number,
  phase: DccPhase,
  name: string | null,
): DccPoint {
  const at = (role: Role) => columns.get(role)?.entries[index];
  const nominal = at("nominal");
  const reference = at("reference");
  const indication = at("indication");
  const error = at("error");
  const unitSource = error ?? indication ?? reference ?? nominal;
  const uncertaintySource =
    error?.expanded != null ? error : indication?.expanded != null ? indication : undefined;
  return {
    phase,
    quantity: name,
    nominal: nominal?.value ?? null,
    reference: reference?.value ?? null,
    indication: indication?.value ?? null,
    error: error?.value ?? derivedError(indication, reference),
    unit: unitSource?.unit ?? "",
    expandedUncertainty: uncertaintySource?.expanded ?? null,
    coverageFactor: uncertaintySource?.k ?? null,
    coverageProbability: uncertaintySource?.p ?? null,
  };
}

/** indication − reference, only when both are known in the same unit. */
function derivedError(indication: SiEntry | undefined, reference: SiEntry | undefined): number | null {
  if (!indication || !reference || indication.unit !== reference.unit) return null;
  return clean(indication.value - reference.value);
}
