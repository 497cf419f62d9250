import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/locale';

/** A row of labelled figures (rows, valid, errors…). */
export function Counts({ items }: { items: { label: string; value: number; colour?: string }[] }) {
  const { locale } = useLocale();
  return (
    <SimpleGrid cols={{ base: 2, sm: items.length }}>
      {items.map((item) => (
        <Paper key={item.label} withBorder p="sm">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {item.label}
          </Text>
          <Text size="xl" fw={700} c={item.colour}>
            {formatNumber(locale, item.value)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
