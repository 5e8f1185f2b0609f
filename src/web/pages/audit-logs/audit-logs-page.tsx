import { RefreshCw } from "lucide-react";
import { Tabs } from "radix-ui";
import { useSearchParams } from "react-router";
import type { CurrentUser } from "../../../shared/api/auth";
import { AUDIT_TEXTS } from "../../../shared/texts/audit";
import { PageHeader } from "../../components/layout/page-header";
import { Button } from "../../components/ui/button";
import { AccessDenied } from "./access-denied";
import { EntriesTab } from "./entries-tab";
import { EventsTab } from "./events-tab";
import { useReloadAudit } from "./queries";

/** The tabs, named in the address (`?onglet=evenements`) so that a link opens the right one. */
const TABS = ["notations", "evenements"] as const;
type Tab = (typeof TABS)[number];

function isTab(value: string | null): value is Tab {
  return TABS.some((tab) => tab === value);
}

const tabClass =
  "inline-flex min-h-9 flex-1 items-center justify-center gap-1.5 rounded-md px-2 py-1.5 text-center text-sm font-medium sm:flex-none sm:px-3 sm:whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm";

/**
 * Journal d'Audit (spec §2, DESIGN.md §4): the rating entries with their scores and periods, and
 * the trail of every audited action. Administrators and campaign initiators only; the others are
 * told why they cannot see it.
 */
export function AuditLogsPage({ user }: { user: CurrentUser }) {
  const reload = useReloadAudit();
  const [params, setParams] = useSearchParams();
  const mayRead = user.abilities.readAudit;
  const asked = params.get("onglet");
  const tab: Tab = isTab(asked) ? asked : "notations";
  const selectTab = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === "notations") updated.delete("onglet");
        else updated.set("onglet", next);
        return updated;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader
        title={AUDIT_TEXTS.title}
        description={AUDIT_TEXTS.description}
        actions={
          mayRead && (
            <Button variant="outline" onClick={() => void reload()}>
              <RefreshCw aria-hidden="true" />
              {AUDIT_TEXTS.refresh}
            </Button>
          )
        }
      />
      <div className="grid gap-6 p-6 max-sm:px-4 lg:p-8">
        {mayRead ? (
          <Tabs.Root value={tab} onValueChange={selectTab} className="grid min-w-0 gap-5">
            <div>
              <Tabs.List
                aria-label={AUDIT_TEXTS.tabsLabel}
                className="flex gap-1 rounded-lg bg-muted p-1 sm:inline-flex"
              >
                <Tabs.Trigger value="notations" className={tabClass}>
                  {AUDIT_TEXTS.tabEntries}
                </Tabs.Trigger>
                <Tabs.Trigger value="evenements" className={tabClass}>
                  {AUDIT_TEXTS.tabEvents}
                </Tabs.Trigger>
              </Tabs.List>
            </div>
            <Tabs.Content value="notations" className="min-w-0 focus-visible:outline-none">
              <EntriesTab mayListUsers={user.abilities.readUsers} />
            </Tabs.Content>
            <Tabs.Content value="evenements" className="min-w-0 focus-visible:outline-none">
              <EventsTab mayListUsers={user.abilities.readUsers} mayVerify={user.abilities.manageCompany} />
            </Tabs.Content>
          </Tabs.Root>
        ) : (
          <AccessDenied />
        )}
      </div>
    </>
  );
}
