import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { useIntl } from 'react-intl';
import { chartHeight } from '../logic/chart-height';

/** Rows to create per department, as bars. */
export default function DepartmentChart({ byDepartment }: { byDepartment: Record<string, number> }) {
  const intl = useIntl();
  const none = intl.formatMessage({ id: 'preview.noDepartment' });
  const data = Object.entries(byDepartment)
    .map(([name, rows]) => ({ department: name || none, rows }))
    .sort((a, b) => b.rows - a.rows);
  return (
    <figure style={{ margin: 0 }} aria-label={intl.formatMessage({ id: 'preview.byDepartment' })}>
      <BarChart
        h={chartHeight(byDepartment)}
        data={data}
        dataKey="department"
        orientation="vertical"
        series={[{ name: 'rows', label: intl.formatMessage({ id: 'preview.rows' }), color: 'blue.6' }]}
        yAxisProps={{ width: 120 }}
        xAxisProps={{ allowDecimals: false }}
      />
    </figure>
  );
}
