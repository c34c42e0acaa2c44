type Props = {
  disabled: boolean;
  isFirst: boolean;
  onPrevious: () => void;
  onSaveNext: () => void;
  onMarkNext: () => void;
  onClear: () => void;
};

/** The four buttons of a computer-based test, in their usual places. */
export function QuestionActions({
  disabled,
  isFirst,
  onPrevious,
  onSaveNext,
  onMarkNext,
  onClear,
}: Props) {
  return (
    <div className="exam-actions">
      <div className="exam-actions-row">
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={onMarkNext}
          disabled={disabled}
        >
          Mark for review &amp; next
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={onClear}
          disabled={disabled}
        >
          Clear response
        </button>
      </div>
      <div className="exam-actions-row">
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={onPrevious}
          disabled={disabled || isFirst}
        >
          Previous
        </button>
        <button type="button" className="btn btn-success" onClick={onSaveNext} disabled={disabled}>
          Save &amp; next
        </button>
      </div>
    </div>
  );
}
