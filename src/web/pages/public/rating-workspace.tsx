import { useCallback, useMemo, useRef, useState } from "react";
import type { PublicCampaign, PublicCriterion, PublicRating } from "../../../shared/api/public-links";
import { format, SUCCESS_MESSAGES } from "../../../shared/messages";
import { usePhoneLayout } from "../../lib/media-query";
import { notify } from "../../lib/toast";
import { GroupRatingDialog } from "./group-rating-dialog";
import type { Rater } from "./rater";
import { RaterCard } from "./rater-card";
import { RatingCards } from "./rating-cards";
import { cellKey, changedRatings, savedCells, withGroupRating } from "./rating-choices";
import { RatingGrid } from "./rating-grid";
import { RatingsSaved, SaveRatingsBar } from "./ratings-save";
import { SelectionBar } from "./selection-bar";
import { useSendRatings } from "./use-send-ratings";

/**
 * The public rating of a campaign (spec §2): who rates, the selection and group rating, the grid,
 * and 'Enregistrer les notations', which sends the cells changed since the page was loaded (or last
 * saved) in one request carrying a submission id, kept while the same ratings are tried again.
 */
export function RatingWorkspace({
  token,
  campaign,
  criteria,
  ratings,
  rater,
  raterKey,
  onRaterKey,
  onDeadLink,
}: {
  token: string;
  campaign: PublicCampaign;
  criteria: readonly PublicCriterion[];
  ratings: readonly PublicRating[];
  rater: Rater;
  /** The rater key this browser keeps for the link (null: a personal link, or a first visit). */
  raterKey: string | null;
  /** The key the server answered, to keep. */
  onRaterKey: (key: string) => void;
  onDeadLink: () => void;
}) {
  const phone = usePhoneLayout();
  const saved = useMemo(() => savedCells(ratings), [ratings]);
  const [edits, setEdits] = useState<Map<string, number>>(() => new Map());
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [groupOpen, setGroupOpen] = useState(false);
  const groupButton = useRef<HTMLButtonElement>(null);

  const equipmentIds = useMemo(() => campaign.equipment.map((e) => e.id), [campaign.equipment]);
  const changes = changedRatings(edits, saved, equipmentIds, criteria);
  const sending = useSendRatings({
    token,
    criteria,
    ratings,
    rater,
    raterKey,
    onRaterKey,
    onDeadLink,
    changes,
    setEdits,
  });
  const { setDone } = sending;

  const onChoose = useCallback(
    (equipmentId: number, criterionId: number, scaleId: number) => {
      setDone(null);
      setEdits((previous) => new Map(previous).set(cellKey(equipmentId, criterionId), scaleId));
    },
    [setDone],
  );
  const onToggle = useCallback((equipmentId: number, checked: boolean) => {
    setSelected((previous) => {
      const next = new Set(previous);
      if (checked) next.add(equipmentId);
      else next.delete(equipmentId);
      return next;
    });
  }, []);
  const selectAll = (checked: boolean) => setSelected(checked ? new Set(equipmentIds) : new Set());

  const applyGroup = (picks: Map<number, number>) => {
    setDone(null);
    setEdits((previous) => withGroupRating(previous, selected, picks));
    setGroupOpen(false);
    notify.success(format(SUCCESS_MESSAGES.bulkRatingApplied, { n: selected.size }));
  };

  const gridProps = {
    equipment: campaign.equipment,
    criteria,
    edits,
    saved,
    selected,
    onToggle,
    onToggleAll: selectAll,
    onChoose,
  };
  return (
    <>
      <RaterCard
        rater={rater}
        name={sending.name}
        error={sending.nameError}
        inputRef={sending.nameInput}
        onNameChange={sending.changeName}
      />
      {sending.done && (
        <RatingsSaved
          ref={sending.donePanel}
          done={sending.done}
          campaignName={campaign.name}
          personal={rater.personal}
        />
      )}
      <SelectionBar
        selectedCount={selected.size}
        total={campaign.equipment.length}
        onSelectAll={() => selectAll(true)}
        onClear={() => selectAll(false)}
        onGroup={() => setGroupOpen(true)}
        groupRef={groupButton}
      />
      {phone ? <RatingCards {...gridProps} /> : <RatingGrid {...gridProps} />}
      <SaveRatingsBar changed={changes.length} saving={sending.saving} onSave={sending.submit} />
      <GroupRatingDialog
        open={groupOpen}
        onOpenChange={setGroupOpen}
        criteria={criteria}
        selectedCount={selected.size}
        onApply={applyGroup}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          groupButton.current?.focus();
        }}
      />
    </>
  );
}
