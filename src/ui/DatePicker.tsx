// A year / month / day picker spanning 10 years either side of this year; dates are 'YYYY-MM-DD'.
import { Picker, type PickerOption } from './Picker';

export interface DatePickerProps {
  open: boolean;
  /** 'YYYY-MM-DD'; today when empty */
  value?: string;
  title?: string;
  onConfirm: (date: string) => void;
  onClose: () => void;
}

const pad = (n: number | string) => String(n).padStart(2, '0');
const numbers = (from: number, count: number, unit: string): PickerOption[] =>
  Array.from({ length: count }, (_, i) => ({ text: from + i + unit, value: from + i }));

export function DatePicker({ open, value, title = '选择日期', onConfirm, onClose }: DatePickerProps) {
  const today = new Date();
  const first = today.getFullYear() - 10;
  const picked = value ? value.split('-').map(Number) : [first + 10, today.getMonth() + 1, today.getDate()];
  const columns = (p: number[]) => {
    // day 0 of the next month is the last day of this one
    const days = new Date(first + (p[0] || 0), (p[1] || 0) + 1, 0).getDate();
    return [numbers(first, 21, '年'), numbers(1, 12, '月'), numbers(1, days, '日')];
  };
  return (
    <Picker
      open={open}
      title={title}
      columns={columns}
      value={picked}
      onClose={onClose}
      onConfirm={([y, m, d]) => onConfirm(`${y.value}-${pad(m.value)}-${pad(d.value)}`)}
    />
  );
}
