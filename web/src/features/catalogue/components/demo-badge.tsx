/** Marks content shipped with the app as demo data. */
export function DemoBadge({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <span className="badge text-bg-warning" title="Demo content shipped with the app">
      Demo
    </span>
  );
}
