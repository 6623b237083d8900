export function PlanDownloads(_props: { planId: string }) {
  return null;
}
