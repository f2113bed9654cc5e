import { reorder } from './reorder';

describe('reorder (dragging a tiebreaker)', () => {
  const list = ['points', 'head_to_head', 'difference', 'scored', 'lots'];

  it('moves an element down or up, the others keep their order', () => {
    expect(reorder(list, 0, 2)).toEqual(['head_to_head', 'difference', 'points', 'scored', 'lots']);
    expect(reorder(list, 4, 1)).toEqual(['points', 'lots', 'head_to_head', 'difference', 'scored']);
  });

  it('leaves the list as it is for the same place or an index outside it, and never changes its input', () => {
    expect(reorder(list, 2, 2)).toEqual(list);
    expect(reorder(list, -1, 2)).toEqual(list);
    expect(reorder(list, 1, 5)).toEqual(list);
    reorder(list, 0, 4);
    expect(list).toEqual(['points', 'head_to_head', 'difference', 'scored', 'lots']);
  });
});
