/**
 * Native HTML5 drag to reorder a list (the link tables, the page builder's blocks): an item is dragged by its
 * handle and dropped on another item's place. `target(index)` goes on each place, `handle(index, id)` on each
 * handle; `dragged` and `over` say what to show while it happens.
 */
import { useState, type DragEvent } from 'react';

export function useDragReorder(moveTo: (from: number, to: number) => void) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const end = () => {
    setDragged(null);
    setOver(null);
  };
  return {
    dragged,
    over,
    target: (index: number) => ({
      onDragOver: (event: DragEvent) => {
        if (dragged === null) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(index);
      },
      onDragLeave: () => setOver((current) => (current === index ? null : current)),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        const from = dragged;
        end();
        if (from !== null) moveTo(from, index);
      },
    }),
    handle: (index: number, id: unknown) => ({
      draggable: true,
      onDragStart: (event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(id));
        setDragged(index);
      },
      onDragEnd: end,
    }),
  };
}
