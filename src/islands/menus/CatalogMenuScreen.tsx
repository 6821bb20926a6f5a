import { useStore } from '@nanostores/react';
import { ScreenSection } from '#src/islands/kit/ScreenSection.tsx';
import { FailedState } from '#src/islands/kit/FailedState.tsx';
import { useRef, useState } from 'react';
import { $catalogMenus, addCatalogMenu } from '#src/client/catalog-menus.ts';
import type { OwnerMenuEntry, OwnerMenuTree } from '#src/shared/catalog-menu-edit.ts';
import { MenuNameForm, menuErrorText } from './menu-forms.tsx';
import { placeOf } from './menu-places.ts';
import { focusSoon, MenuRow, type MenuActions } from './menu-row.tsx';
import { ErrorAlert } from '#src/islands/kit/ErrorAlert.tsx';
import './menus.css';

function SubMenuAdder({ parent }: { parent: OwnerMenuEntry }) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <button type="button" className="button ws-menu-add-sub" data-add-to={parent.id} onClick={() => setOpen(true)}>
        <span aria-hidden="true">+ </span>Add a sub menu<span className="visually-hidden"> to {parent.name}</span>
      </button>
    );
  return (
    <MenuNameForm
      className="ws-menu-add-sub-form"
      label={`New sub menu of ${parent.name}`}
      submitLabel="Add"
      autoFocus
      doneText={(name) => `${name} added to ${parent.name}.`}
      onCancel={() => {
        setOpen(false);
        focusSoon(`[data-add-to="${parent.id}"]`);
      }}
      onName={async (name) => {
        await addCatalogMenu(name, parent.id);
      }}
    />
  );
}

function MenuTree({ tree }: { tree: OwnerMenuTree }) {
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState('');
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const dragged = useRef<number | null>(null);
  const list = useRef<HTMLDivElement>(null);

  const run: MenuActions['run'] = async (edit, focus) => {
    try {
      setFailure('');
      setAnnouncement(await edit());
      if (focus)
        requestAnimationFrame(() =>
          list.current
            ?.querySelector<HTMLElement>(`[data-menu-id="${focus.id}"] [data-move="${focus.button}"]`)
            ?.focus(),
        );
    } catch (error) {
      setFailure(menuErrorText(error));
    }
  };
  const actions: MenuActions = { tree, run, dragged, dropTarget, setDropTarget };

  return (
    <div ref={list}>
      <ErrorAlert message={failure} />
      {tree.length === 0 ? (
        <p className="ws-empty">
          No menus yet. Add a first menu below; your storefront lists your products by menu once you have some.
        </p>
      ) : (
        <ol className="ws-menu-list" aria-label="Your menus">
          {tree.map((top) => {
            const place = placeOf(tree, top.id)!;
            return (
              <li key={top.id} className="ws-menu">
                <MenuRow place={place} actions={actions} />
                {top.children.length > 0 && (
                  <ol className="ws-menu-children" aria-label={`Sub menus of ${top.name}`}>
                    {top.children.map((child) => (
                      <li key={child.id}>
                        <MenuRow place={placeOf(tree, child.id)!} actions={actions} />
                      </li>
                    ))}
                  </ol>
                )}
                <SubMenuAdder parent={top} />
              </li>
            );
          })}
        </ol>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

/**
 * Catalog menu (spec §2 "Catalog menu (with parent and sub menu)"): the storefront's menu tree,
 * two levels, each menu with its product count. Every edit is saved at once and shows on the
 * storefront on the next request; deleting asks the spec's Warning confirm.
 */
export function CatalogMenuScreen() {
  const menus = useStore($catalogMenus);

  return (
    <ScreenSection title="Catalog menu" className="ws-menus">
      <p className="ws-intro">
        Your storefront groups products by these menus: top-level menus, each with its sub menus. Changes show on your
        storefront at once. Drag a menu to reorder it, or use its Move buttons.
      </p>
      {menus.data ? (
        <>
          <MenuTree tree={menus.data} />
          <MenuNameForm
            className="ws-menu-add"
            label="New top-level menu"
            submitLabel="Add menu"
            doneText={(name) => `${name} added.`}
            onName={async (name) => {
              await addCatalogMenu(name, null);
            }}
          />
        </>
      ) : menus.error ? (
        <FailedState className="ws-state" onRetry={() => $catalogMenus.revalidate()} />
      ) : (
        <p className="ws-state" role="status" aria-busy="true">
          Loading your menus…
        </p>
      )}
    </ScreenSection>
  );
}
