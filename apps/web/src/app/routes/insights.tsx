import { Group } from '@mantine/core';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ScopeSwitch } from '../../components/ui/scope-switch.tsx';
import { insightsTexts } from '../../config/insights-texts.ts';
import { InsightsDashboard } from '../../features/insights/components/insights-dashboard.tsx';
import { PeriodSelector } from '../../features/insights/components/period-selector.tsx';
import { useInsightsPeriod } from '../../features/insights/use-insights-period.ts';
import { useSession } from '../../features/session/index.ts';
import { useScopeParam } from '../../hooks/use-scope-param.ts';

/**
 * /insights: charts of the user's jobs over the last 7, 30 or 90 days, or for an administrator who switches, of the
 * company's (beyond the spec).
 */
export function InsightsScreen() {
  const session = useSession();
  const isAdmin = session.role === 'admin';
  const [days, setDays] = useInsightsPeriod();
  const [scope, setScope] = useScopeParam(isAdmin);
  return (
    <>
      <PageHeader
        title={insightsTexts.title}
        description={insightsTexts.description(scope)}
        actions={
          <Group gap="sm">
            {isAdmin && <ScopeSwitch scope={scope} onChange={setScope} />}
            <PeriodSelector days={days} onChange={setDays} />
          </Group>
        }
      />
      <InsightsDashboard days={days} scope={scope} />
    </>
  );
}
