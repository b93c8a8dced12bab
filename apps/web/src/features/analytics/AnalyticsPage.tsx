/** /dashboard/analytics: being built (issue 28). */
export function AnalyticsPage() {
  return null;
}
