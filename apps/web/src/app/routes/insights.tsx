import { PageHeader } from '../../components/ui/page-header.tsx';
import { insightsTexts } from '../../config/insights-texts.ts';
import { InsightsDashboard } from '../../features/insights/components/insights-dashboard.tsx';
import { PeriodSelector } from '../../features/insights/components/period-selector.tsx';
import { useInsightsPeriod } from '../../features/insights/use-insights-period.ts';

/** /insights: charts of the company's jobs over the last 7, 30 or 90 days (beyond the spec). */
export function InsightsScreen() {
  const [days, setDays] = useInsightsPeriod();
  return (
    <>
      <PageHeader
        title={insightsTexts.title}
        description={insightsTexts.description}
        actions={<PeriodSelector days={days} onChange={setDays} />}
      />
      <InsightsDashboard days={days} />
    </>
  );
}
