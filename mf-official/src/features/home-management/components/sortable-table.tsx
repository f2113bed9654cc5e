import HolderOutlined from '@ant-design/icons/HolderOutlined';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { restrictToVerticalAxis } from '@dnd-kit/modifiers';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Table, type TableColumnsType, type TableProps } from 'antd';
import { createContext, useContext, useMemo, type CSSProperties, type HTMLAttributes } from 'react';

type Listeners = ReturnType<typeof useSortable>['listeners'];
type Attributes = ReturnType<typeof useSortable>['attributes'];

interface RowContextValue {
  setActivatorNodeRef?: (element: HTMLElement | null) => void;
  listeners?: Listeners;
  attributes?: Attributes;
}

const RowContext = createContext<RowContextValue>({});

/** The drag handle of a row (antd's sortable-table pattern: the handle activates the row's sortable). */
function DragHandle({ label }: { label: string }) {
  const { setActivatorNodeRef, listeners, attributes } = useContext(RowContext);
  return (
    <Button
      type="text"
      size="small"
      icon={<HolderOutlined />}
      style={{ cursor: 'move' }}
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`拖动排序：${label}`}
    />
  );
}

function SortableRow(props: HTMLAttributes<HTMLTableRowElement> & { 'data-row-key': string }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: props['data-row-key'] });
  const style: CSSProperties = {
    ...props.style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 9, background: '#fff7e6' } : {}),
  };
  const context = useMemo<RowContextValue>(() => ({ setActivatorNodeRef, listeners, attributes }), [setActivatorNodeRef, listeners, attributes]);
  return (
    <RowContext.Provider value={context}>
      <tr {...props} ref={setNodeRef} style={style} />
    </RowContext.Provider>
  );
}

export interface SortableTableProps<T extends { id: number; title: string }> extends Omit<TableProps<T>, 'rowKey' | 'dataSource' | 'columns' | 'components' | 'pagination'> {
  items: T[];
  columns: TableColumnsType<T>;
  /** Called with the index moved from and to (drag and drop, or the 上移/下移 buttons); disabled while saving. */
  onMove: (from: number, to: number) => void;
  saving?: boolean;
}

/**
 * A whole list in one antd Table whose rows are reordered by dragging their handle (@dnd-kit, as antd's
 * "drag sorting with handler" example) or with the keyboard (focus the handle, Space, arrows, Space); 上移 and 下移
 * buttons do the same with one click. No pagination: the order is the order of the whole list.
 */
export function SortableTable<T extends { id: number; title: string }>({ items, columns, onMove, saving, ...rest }: SortableTableProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => String(i.id) === String(active.id));
    const to = items.findIndex((i) => String(i.id) === String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  const allColumns: TableColumnsType<T> = [
    {
      key: 'drag',
      title: '排序',
      width: 120,
      align: 'center',
      render: (_, item, index) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <DragHandle label={item.title} />
          <Button type="link" size="small" disabled={saving || index === 0} onClick={() => onMove(index, index - 1)} aria-label={`上移：${item.title}`}>
            上移
          </Button>
          <Button
            type="link"
            size="small"
            disabled={saving || index === items.length - 1}
            onClick={() => onMove(index, index + 1)}
            aria-label={`下移：${item.title}`}
          >
            下移
          </Button>
        </span>
      ),
    },
    ...columns,
  ];

  return (
    <DndContext sensors={sensors} modifiers={[restrictToVerticalAxis]} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items.map((i) => String(i.id))} strategy={verticalListSortingStrategy} disabled={saving}>
        <Table<T>
          {...rest}
          rowKey={(item) => String(item.id)}
          components={{ body: { row: SortableRow } }}
          columns={allColumns}
          dataSource={items}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      </SortableContext>
    </DndContext>
  );
}
