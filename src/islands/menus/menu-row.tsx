import { useId, useState } from 'react';
import { deleteCatalogMenu, moveCatalogMenu, renameCatalogMenu } from '#src/client/catalog-menus.ts';
import type { OwnerMenuTree } from '#src/shared/catalog-menu-edit.ts';
import { openModal } from '#src/stores/modal-stack.ts';
import { MenuNameForm } from './menu-forms.tsx';
import { deleteWarning, movedText, parentChoices, placeOf, productsText, type MenuPlace } from './menu-places.ts';

const TOP_LEVEL = 'top';

/** After a form closes or a row goes, the focus goes somewhere useful rather than to the page. */
export function focusSoon(selector: string) {
  requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus());
}
const focusRename = (id: number) => focusSoon(`[data-menu-id="${id}"] [data-action="rename"]`);

export type MenuActions = {
  tree: OwnerMenuTree;
  /** Runs an edit; its failure is shown above the tree, its success announced. */
  run: (edit: () => Promise<string>, focus?: { id: number; button: string }) => Promise<void>;
  dragged: React.RefObject<number | null>;
  dropTarget: number | null;
  setDropTarget: (id: number | null) => void;
};

/** Where a dragged menu lands when dropped on `target`: the target's level and place, or into a parent. */
function dropPlace(tree: OwnerMenuTree, draggedId: number, target: MenuPlace) {
  const dragged = placeOf(tree, draggedId);
  if (!dragged || dragged.menu.id === target.menu.id) return null;
  // A sub menu dropped on a top-level menu goes into it, last.
  if (dragged.parent && !target.parent) return { parentId: target.menu.id, position: target.children.length };
  // A menu with sub menus stays at the top level.
  if (target.parent && dragged.children.length > 0) return null;
  return { parentId: target.parent?.id ?? null, position: target.index };
}

export function MenuRow({ place, actions }: { place: MenuPlace; actions: MenuActions }) {
  const { menu, parent, siblings, index } = place;
  const { tree, run, dragged, dropTarget, setDropTarget } = actions;
  const selectId = useId();
  const [renaming, setRenaming] = useState(false);
  const [choosingProducts, setChoosingProducts] = useState(false);
  const [productsUp, setProductsUp] = useState(true);
  const [moveTo, setMoveTo] = useState(parent ? String(parent.id) : TOP_LEVEL);
  const choices = parentChoices(tree, place);
  const kind = parent ? 'sub menu' : 'menu';

  const moveWithin = (to: number, button: 'up' | 'down') => {
    const lastButton = to === 0 ? 'down' : to === siblings.length - 1 ? 'up' : button;
    void run(
      async () => movedText(await moveCatalogMenu(menu.id, parent?.id ?? null, to), menu.id),
      siblings.length > 1 ? { id: menu.id, button: lastButton } : undefined,
    );
  };

  const moveUnder = () => {
    const parentId = moveTo === TOP_LEVEL ? null : Number(moveTo);
    if (parentId === (parent?.id ?? null)) return;
    const position = parentId === null ? tree.length : (tree.find((top) => top.id === parentId)?.children.length ?? 0);
    void run(async () => movedText(await moveCatalogMenu(menu.id, parentId, position), menu.id), {
      id: menu.id,
      button: 'move-to',
    });
  };

  const remove = async (up: boolean) => {
    setChoosingProducts(false);
    if (!(await openModal('warning', deleteWarning(place, up)))) return;
    await run(async () => {
      await deleteCatalogMenu(menu.id, up ? 'up' : 'none');
      focusSoon('#ws-screen-title');
      return `${menu.name} deleted.`;
    });
  };

  const askDelete = () => {
    // A sub menu with products asks where they go first; anything else goes straight to the Warning.
    if (parent && menu.productCount > 0) {
      setChoosingProducts(true);
      focusSoon(`[data-menu-id="${menu.id}"] fieldset input:checked`);
    } else void remove(false);
  };

  return (
    <div
      className="ws-menu-row"
      data-menu-id={menu.id}
      data-level={parent ? 'sub' : 'top'}
      data-drop-target={dropTarget === menu.id || undefined}
      onDragOver={(event) => {
        if (dragged.current === null || !dropPlace(tree, dragged.current, place)) return;
        event.preventDefault();
        setDropTarget(menu.id);
      }}
      onDragLeave={() => setDropTarget(null)}
      onDrop={(event) => {
        event.preventDefault();
        const from = dragged.current;
        dragged.current = null;
        setDropTarget(null);
        const to = from === null ? null : dropPlace(tree, from, place);
        if (from === null || !to) return;
        void run(async () => movedText(await moveCatalogMenu(from, to.parentId, to.position), from));
      }}
    >
      <div className="ws-menu-line">
        <span
          className="ws-drag-handle"
          draggable
          title="Drag to reorder, or onto a menu to make it a sub menu"
          aria-hidden="true"
          onDragStart={(event) => {
            dragged.current = menu.id;
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(menu.id));
          }}
          onDragEnd={() => {
            dragged.current = null;
            setDropTarget(null);
          }}
        >
          ⋮⋮
        </span>
        {renaming ? (
          <MenuNameForm
            className="ws-menu-rename"
            label={`New name of the ${kind} ${menu.name}`}
            submitLabel="Save"
            initial={menu.name}
            autoFocus
            onCancel={() => {
              setRenaming(false);
              focusRename(menu.id);
            }}
            onName={async (name) => {
              await renameCatalogMenu(menu.id, name);
              setRenaming(false);
              focusRename(menu.id);
            }}
          />
        ) : (
          <span className="ws-menu-name">
            <strong>{menu.name}</strong>
            <span className="ws-menu-count">{productsText(menu.productCount)}</span>
          </span>
        )}
      </div>
      {!renaming && (
        <div className="ws-menu-actions">
          <button
            type="button"
            className="icon-button"
            data-move="up"
            aria-label={`Move ${menu.name} up`}
            title="Move up"
            disabled={index === 0}
            onClick={() => moveWithin(index - 1, 'up')}
          >
            ↑
          </button>
          <button
            type="button"
            className="icon-button"
            data-move="down"
            aria-label={`Move ${menu.name} down`}
            title="Move down"
            disabled={index === siblings.length - 1}
            onClick={() => moveWithin(index + 1, 'down')}
          >
            ↓
          </button>
          {(parent || choices.length > 0) && (
            <span className="ws-menu-move-to">
              <label htmlFor={selectId}>
                Parent<span className="visually-hidden"> menu of {menu.name}</span>
              </label>
              <select id={selectId} value={moveTo} onChange={(event) => setMoveTo(event.target.value)}>
                <option value={TOP_LEVEL}>None (top level)</option>
                {choices.map((top) => (
                  <option key={top.id} value={top.id}>
                    {top.name}
                  </option>
                ))}
              </select>
              <button type="button" className="button" data-move="move-to" onClick={moveUnder}>
                Move<span className="visually-hidden"> {menu.name}</span>
              </button>
            </span>
          )}
          <button type="button" className="button" data-action="rename" onClick={() => setRenaming(true)}>
            Rename<span className="visually-hidden"> {menu.name}</span>
          </button>
          <button type="button" className="button ws-menu-delete" data-action="delete" onClick={askDelete}>
            Delete<span className="visually-hidden"> {menu.name}</span>
          </button>
        </div>
      )}
      {choosingProducts && parent && (
        <fieldset className="ws-menu-products-choice">
          <legend>
            Where should the {productsText(menu.productCount)} of {menu.name} go?
          </legend>
          <label>
            <input
              type="radio"
              name={`products-${menu.id}`}
              checked={productsUp}
              onChange={() => setProductsUp(true)}
            />{' '}
            Move them to {parent.name}
          </label>
          <label>
            <input
              type="radio"
              name={`products-${menu.id}`}
              checked={!productsUp}
              onChange={() => setProductsUp(false)}
            />{' '}
            Leave them in no menu
          </label>
          <div className="ws-menu-form-line">
            <button type="button" className="button button-danger" onClick={() => void remove(productsUp)}>
              Continue
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                setChoosingProducts(false);
                focusSoon(`[data-menu-id="${menu.id}"] [data-action="delete"]`);
              }}
            >
              Cancel
            </button>
          </div>
        </fieldset>
      )}
    </div>
  );
}
