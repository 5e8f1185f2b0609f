import { DEFAULT_TIME_ZONE } from "../../shared/clock";
import { useCurrentUser } from "./session";

/** The signed-in user's company time zone (decision 026), the default zone until it is known. */
export function useTimeZone(): string {
  return useCurrentUser().user?.timeZone ?? DEFAULT_TIME_ZONE;
}
