import type { EmployeeStats } from '@rostra/contracts';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { axisName, NAME_WIDTH } from './axis-name.ts';

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((total, count) => total + count, 0);

/**
 * Requested versus allocated shifts per employee, and each one's weekend share. Loaded on its own
 * (recharts is large): the table is the accessible reading of the same numbers.
 */
export default function AnalyticsCharts({ employees }: { employees: EmployeeStats[] }) {
  const data = employees.map((employee) => ({
    name: employee.name,
    Requested: sum(employee.shifts_requested),
    Allocated: sum(employee.shifts_assigned),
    'Weekend %': employee.weekend_percentage,
  }));
  // Room for every name: two bars per employee in the first chart, one in the second.
  const pairs = Math.max(200, 70 + data.length * 46);
  const singles = Math.max(180, 60 + data.length * 30);
  return (
    <div className="analytics-charts">
      <figure className="card analytics-chart">
        <figcaption>Requested vs allocated shifts</figcaption>
        <div aria-hidden="true">
          <ResponsiveContainer width="100%" height={pairs}>
            <BarChart data={data} layout="vertical" margin={{ left: 16, right: 16 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
              <XAxis type="number" allowDecimals={false} stroke="var(--muted)" />
              <YAxis type="category" dataKey="name" width={NAME_WIDTH} interval={0} tickFormatter={axisName} stroke="var(--muted)" />
              <Tooltip contentStyle={{ background: 'var(--surface)', color: 'var(--text)', border: '1px solid var(--border)' }} />
              <Legend />
              <Bar dataKey="Requested" fill="#7c93d8" isAnimationActive={false} />
              <Bar dataKey="Allocated" fill="#2f9e62" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="card analytics-chart">
        <figcaption>Weekend share of allocated shifts</figcaption>
        <div aria-hidden="true">
          <ResponsiveContainer width="100%" height={singles}>
            <BarChart data={data} layout="vertical" margin={{ left: 16, right: 16 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
              <XAxis type="number" domain={[0, 100]} unit="%" stroke="var(--muted)" />
              <YAxis type="category" dataKey="name" width={NAME_WIDTH} interval={0} tickFormatter={axisName} stroke="var(--muted)" />
              <Tooltip contentStyle={{ background: 'var(--surface)', color: 'var(--text)', border: '1px solid var(--border)' }} />
              <Bar dataKey="Weekend %" fill="#d08a2c" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}
