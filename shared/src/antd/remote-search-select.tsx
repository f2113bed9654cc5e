import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Select } from 'antd';
import { EMPTY_TEXT, LOADING_TEXT } from 'shared';

/** How long typing must pause before a search goes to the server. */
export const REMOTE_SEARCH_DELAY_MS = 300;

export interface RemoteSearchSelectProps<T extends { id: number }> {
  id?: string;
  value?: number | null;
  /** The picked id (null when cleared) and the picked item. */
  onChange?: (value: number | null, item?: T) => void;
  /** One server search: the items matching the keyword ('' for the first page). */
  search: (keyword: string) => Promise<T[]>;
  /**
   * What the search depends on besides the keyword (e.g. the institution whose competitions are searched): a new
   * value starts a new search.
   */
  scope?: string | number | null;
  /** The option label of an item. */
  label: (item: T) => string;
  /** Richer option content (the label stays what the closed select shows). */
  renderOption?: (item: T) => ReactNode;
  /** Tooltip of an option. */
  title?: (item: T) => string;
  /** Label of the saved value while the options do not contain it yet (edit forms). */
  currentLabel?: string;
  placeholder?: string;
  allowClear?: boolean;
  style?: CSSProperties;
}

/**
 * A select whose options come from the server as the user types: searches after a pause of
 * REMOTE_SEARCH_DELAY_MS, only the latest answer counts, a failed search shows no options, and the saved value keeps
 * its label before the options arrive. Venues, institutions and competitions are picked with it.
 */
export function RemoteSearchSelect<T extends { id: number }>({
  id,
  value,
  onChange,
  search,
  scope,
  label,
  renderOption,
  title,
  currentLabel,
  placeholder,
  allowClear = true,
  style,
}: RemoteSearchSelectProps<T>) {
  const [options, setOptions] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);
  const searchRef = useRef(search);
  searchRef.current = search;

  const run = (keyword: string, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const requestId = ++latest.current;
      setLoading(true);
      searchRef.current(keyword.trim()).then(
        (items) => requestId === latest.current && setOptions(items),
        () => requestId === latest.current && setOptions([]),
      ).finally(() => requestId === latest.current && setLoading(false));
    }, delay);
  };

  useEffect(() => {
    run('', 0);
    return () => clearTimeout(timer.current);
    // A new scope searches anew; `run` only reads refs and setters.
  }, [scope]);

  const saved = value != null && currentLabel && !options.some((o) => o.id === value) ? [{ value, label: currentLabel }] : [];
  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: (keyword) => run(keyword, REMOTE_SEARCH_DELAY_MS) }}
      allowClear={allowClear}
      placeholder={placeholder}
      style={style}
      loading={loading}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null, options.find((o) => o.id === next))}
      options={[...saved, ...options.map((o) => ({ value: o.id, label: label(o), ...(title ? { title: title(o) } : {}) }))]}
      optionRender={
        renderOption
          ? (option) => {
              const item = options.find((o) => o.id === option.value);
              return item ? renderOption(item) : option.label;
            }
          : undefined
      }
      notFoundContent={loading ? LOADING_TEXT : EMPTY_TEXT}
    />
  );
}
