import { useRef, type KeyboardEvent } from 'react';
import { tabKeyTarget, type DealService } from '../../deals/tabs.ts';
import styles from './ProductDeals.module.scss';

interface DealTabsProps {
  tabs: readonly DealService[];
  selected: DealService;
  labels: Readonly<Record<DealService, string>>;
  label: string;
  idPrefix: string;
  rtl: boolean;
  onSelect: (tab: DealService) => void;
}

/** The WAI-ARIA tabs pattern with automatic activation; the arrows mirror in RTL. */
export function DealTabs({ tabs, selected, labels, label, idPrefix, rtl, onSelect }: DealTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // From the tab the key was pressed on, not from `selected`: a render may still be on its
    // way when keys come quickly, and the focused tab is the one the visitor moves from.
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const target = tabKeyTarget(event.key, buttons.indexOf(event.currentTarget), tabs.length, rtl);
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab);
    buttons[target as number]?.focus();
  };
  return (
    <div ref={list} className={styles.tabs} role="tablist" aria-label={label}>
      {tabs.map((tab) => {
        const active = tab === selected;
        return (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tabs.indexOf(tab)}`}
            className={styles.tab}
            aria-selected={active}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab)}
            onKeyDown={onKeyDown}
          >
            {labels[tab]}
          </button>
        );
      })}
    </div>
  );
}
