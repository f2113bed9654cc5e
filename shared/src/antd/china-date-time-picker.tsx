import type { CSSProperties } from 'react';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { chinaSecond, chinaWallInstant } from 'shared/rules';

/** The picker's value of an instant: a Dayjs whose wall clock is the instant's China time, whatever the browser's zone. */
export function chinaPickerValue(at: string | null | undefined): Dayjs | null {
  return at ? dayjs(chinaSecond(at)) : null;
}

/** The instant (ISO, UTC) of a picker's value read as China time. */
export function chinaPickerInstant(value: Dayjs | null | undefined): string | null {
  return value ? chinaWallInstant(value.format('YYYY-MM-DD HH:mm:ss')).toISOString() : null;
}

export interface ChinaDateTimePickerProps {
  /** The instant, ISO (as the server writes it), or null for none. */
  value?: string | null;
  /** The instant picked, ISO in UTC, or null when cleared. */
  onChange?: (value: string | null) => void;
  placeholder?: string;
  id?: string;
  disabled?: boolean;
  style?: CSSProperties;
  'aria-label'?: string;
}

/**
 * A date and minute picker (`YYYY-MM-DD HH:mm`) in China time (Asia/Shanghai): it shows the instant's Shanghai wall
 * clock and answers the instant of the Shanghai time picked, as the server reads it, whatever the browser's zone.
 * A form control: its value is the ISO instant.
 */
export function ChinaDateTimePicker({ value, onChange, ...rest }: ChinaDateTimePickerProps) {
  return (
    <DatePicker
      {...rest}
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      value={chinaPickerValue(value)}
      onChange={(picked: Dayjs | null) => onChange?.(chinaPickerInstant(picked))}
    />
  );
}
