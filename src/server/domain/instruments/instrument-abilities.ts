import type {
  CalibrationEventAbilities,
  ImpactReviewAbilities,
  InstrumentAbilities,
} from "../../../shared/api/abilities";
import { can } from "../../../shared/permissions";

/**
 * The one rule of what a user may do to the Parc's records (DESIGN.md §4, §7): those who manage
 * equipment change instruments and record and correct their calibrations; an impact review is
 * decided and closed while it is open. Everyone else reads them.
 */
export function instrumentAbilities(roles: readonly string[]): InstrumentAbilities {
  const manages = can(roles, "manageEquipment");
  return { update: manages, recordEvent: manages };
}

export function calibrationEventAbilities(roles: readonly string[]): CalibrationEventAbilities {
  return { correct: can(roles, "manageEquipment") };
}

export function impactReviewAbilities(
  roles: readonly string[],
  review: { status: "open" | "closed" },
): ImpactReviewAbilities {
  const manages = can(roles, "manageEquipment");
  const open = review.status === "open";
  return { decide: manages && open, close: manages && open, reviewPending: manages };
}
