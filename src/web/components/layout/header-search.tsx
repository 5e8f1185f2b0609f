import { ClipboardList, Gauge, Loader2, Search, User as UserIcon } from "lucide-react";
import {
  type KeyboardEvent,
  type ReactNode,
  useDeferredValue,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { useNavigate } from "react-router";
import { displayName } from "../../../shared/roles";
import { SHELL_TEXTS } from "../../../shared/texts/common";
import { useCampaigns, useInstrumentSearch, useUsers } from "../../api/hooks";
import { fill } from "../../lib/format";
import { useCurrentUser } from "../../lib/session";
import { cn } from "../../lib/utils";
import { Input } from "../ui/input";

/** How many matches each kind shows. */
const SHOWN = 5;
/** Searching starts from this many characters. */
const MIN_LENGTH = 2;

interface Match {
  key: string;
  kind: "Campagnes" | "Instruments" | "Utilisateurs";
  label: string;
  detail: string;
  to: string;
}

const ICONS: Record<Match["kind"], ReactNode> = {
  Campagnes: <ClipboardList className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />,
  Instruments: <Gauge className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />,
  Utilisateurs: <UserIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />,
};

/** Text compared without case or accents: « etuve » finds « Étuve ». */
const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** The list under the box: the matches, or what the search is doing when there is none. */
function SearchResults({
  id,
  matches,
  current,
  loading,
  query,
  onPick,
  onHover,
}: {
  id: string;
  matches: Match[];
  current: number;
  loading: boolean;
  query: string;
  onPick: (match: Match) => void;
  onHover: (index: number) => void;
}) {
  return (
    <div className="absolute top-full right-0 left-0 z-40 mt-1 max-h-96 overflow-y-auto rounded-lg border bg-card p-1 shadow-lg sm:left-auto sm:w-96">
      {matches.length === 0 ? (
        <p className="flex items-center gap-2 px-3 py-3 text-sm text-muted-foreground" role="status">
          {loading ? (
            <>
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              {SHELL_TEXTS.searching}
            </>
          ) : (
            fill(SHELL_TEXTS.noResult, { query })
          )}
        </p>
      ) : null}
      <div id={`${id}-results`} role="listbox" aria-label={SHELL_TEXTS.searchResults}>
        {matches.map((match, index) => (
          <div
            key={match.key}
            id={`${id}-${match.key}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === current}
            className={cn(
              "flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm",
              index === current ? "bg-muted" : "hover:bg-muted/60",
            )}
            // Chosen before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              onPick(match);
            }}
            onMouseEnter={() => onHover(index)}
          >
            {ICONS[match.kind]}
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{match.label}</span>
              {match.detail && (
                <span className="block truncate text-xs text-muted-foreground">{match.detail}</span>
              )}
            </span>
            <span className="shrink-0 text-xs text-muted-foreground">{match.kind}</span>
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * The header's « Rechercher... » box: campaigns, instruments (the Parc's own search) and users (for
 * those who may read them), each match a link to its screen. A combobox: arrows move, Enter opens,
 * Escape clears.
 */
export function HeaderSearch() {
  const id = useId();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const abilities = user?.abilities;
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const query = useDeferredValue(text.trim());
  const searching = query.length >= MIN_LENGTH;

  const campaigns = useCampaigns(false, searching && Boolean(abilities?.readCampaigns));
  const users = useUsers(searching && Boolean(abilities?.readUsers));
  const instruments = useInstrumentSearch(
    { search: query, pageSize: SHOWN },
    searching && Boolean(abilities?.readCampaigns),
  );

  const matches = useMemo<Match[]>(() => {
    if (!searching) return [];
    const wanted = folded(query);
    const found: Match[] = [];
    for (const c of (campaigns.data ?? []).filter((c) => folded(c.name).includes(wanted)).slice(0, SHOWN))
      found.push({
        key: `c${c.id}`,
        kind: "Campagnes",
        label: c.name,
        detail: c.description ?? "",
        to: `/campaigns/${c.id}/rating`,
      });
    for (const i of (instruments.data?.items ?? []).slice(0, SHOWN))
      found.push({
        key: `i${i.id}`,
        kind: "Instruments",
        label: i.name,
        detail: i.reference,
        to: `/instruments/${i.id}`,
      });
    for (const u of (users.data ?? [])
      .filter((u) => folded(`${displayName(u)} ${u.email}`).includes(wanted))
      .slice(0, SHOWN))
      found.push({
        key: `u${u.id}`,
        kind: "Utilisateurs",
        label: displayName(u),
        detail: u.email,
        to: `/profiles?utilisateur=${encodeURIComponent(u.id)}`,
      });
    return found;
  }, [searching, query, campaigns.data, instruments.data, users.data]);

  const loading = searching && (campaigns.isFetching || instruments.isFetching || users.isFetching);
  const shown = open && searching;
  const current = Math.min(active, Math.max(0, matches.length - 1));

  const go = (match: Match) => {
    setOpen(false);
    setText("");
    navigate(match.to);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (matches.length > 0)
        setActive((current + (event.key === "ArrowDown" ? 1 : matches.length - 1)) % matches.length);
    } else if (event.key === "Enter" && shown && matches[current]) {
      event.preventDefault();
      go(matches[current]);
    } else if (event.key === "Escape") {
      if (text === "" && !open) return;
      event.preventDefault();
      setText("");
      setOpen(false);
    }
  };

  return (
    <div className="relative w-full sm:w-72">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        ref={input}
        type="search"
        role="combobox"
        placeholder={SHELL_TEXTS.searchPlaceholder}
        aria-label={SHELL_TEXTS.searchLabel}
        aria-expanded={shown}
        aria-controls={`${id}-results`}
        aria-autocomplete="list"
        aria-activedescendant={shown && matches[current] ? `${id}-${matches[current].key}` : undefined}
        autoComplete="off"
        className="pl-9"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {shown && (
        <SearchResults
          id={id}
          matches={matches}
          current={current}
          loading={loading}
          query={query}
          onPick={go}
          onHover={setActive}
        />
      )}
    </div>
  );
}
