// The month of the earnings list: a year / month wheel up to the current month (the
// DatePicker goes down to days, which this list does not filter by).
import { Picker, type PickerOption } from '../../../../ui/Picker';

const YEARS_BACK = 2;

function columns(picked: number[]): PickerOption[][] {
  const now = new Date();
  const first = now.getFullYear() - YEARS_BACK;
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, i) => ({ text: `${first + i}年`, value: first + i }));
  const year = years[Math.min(picked[0] ?? YEARS_BACK, YEARS_BACK)].value;
  const lastMonth = year === now.getFullYear() ? now.getMonth() + 1 : 12;
  return [years, Array.from({ length: lastMonth }, (_, i) => ({ text: `${i + 1}月`, value: i + 1 }))];
}

export interface MonthPickerProps {
  open: boolean;
  /** 'YYYY-MM' */
  value: string;
  onConfirm: (month: string) => void;
  onClose: () => void;
}

export function MonthPicker({ open, value, onConfirm, onClose }: MonthPickerProps) {
  const [year, month] = value.split('-').map(Number);
  return (
    <Picker
      open={open}
      title="选择月份"
      columns={columns}
      value={[year, month]}
      onClose={onClose}
      onConfirm={([y, m]) => onConfirm(`${y.value}-${String(m.value).padStart(2, '0')}`)}
    />
  );
}
