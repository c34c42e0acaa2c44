export function Logo({ size = 32 }: { size?: number }) {
  return (
    <span className="d-inline-flex align-items-center gap-2 fw-bold">
      <img src="/favicon.svg" width={size} height={size} alt="" />
      <span>Pariksha</span>
    </span>
  );
}
