import { formatMoney } from '../../currency/format.ts';
import type { PriceBlock } from '../../deals/price-block.ts';
import { translate, type Messages } from '../../i18n/island.ts';
import styles from './ProductDeals.module.scss';

interface PriceBlockViewProps {
  block: PriceBlock;
  /** The currency the block's amounts are in. */
  currency: string;
  language: string;
  messages: Messages;
  /** SPEC §2.6 'Reveal Price': home with this card's tab set. */
  revealHref: string;
}

/** SPEC §2.6, §6 price block of a deal card, as src/deals/price-block.ts decided it. */
export function PriceBlockView({ block, currency, language, messages, revealHref }: PriceBlockViewProps) {
  if (block.kind === 'reveal') {
    return (
      <div className={styles.prices}>
        <a className="button button--outline" href={revealHref}>
          {translate(messages, 'deals.revealPrice')}
        </a>
      </div>
    );
  }
  // SPEC §5: no prices when the saved amount rounds to zero; the space stays so cards line up.
  if (block.kind === 'none') return <div className={styles.prices} />;
  const money = (amount: number) => formatMoney(amount, currency, language, 'whole');
  return (
    <div className={styles.prices}>
      <p className={styles.priceLine}>
        {block.discountPercentage !== null && (
          <span className={styles.badge}>{translate(messages, 'deals.discount', { percent: block.discountPercentage })}</span>
        )}
        {block.retail.show === 'notAvailable' && (
          <span className={styles.retail}>
            <span className={styles.hidden}>{translate(messages, 'deals.retail')} </span>
            {translate(messages, 'deals.notAvailable')}
          </span>
        )}
        {block.retail.show === 'struck' && (
          <s className={styles.retail}>
            <span className={styles.hidden}>{translate(messages, 'deals.retail')} </span>
            {money(block.retail.amount)}
          </s>
        )}
        <strong className={styles.traveller}>
          <span className={styles.hidden}>{translate(messages, 'deals.traveller')} </span>
          {money(block.traveller)}
        </strong>
      </p>
      {block.saving && (
        <p className={styles.saved}>
          {translate(messages, block.saving.label === 'saved' ? 'deals.saved' : 'deals.loginToSave', { amount: money(block.saving.amount) })}
        </p>
      )}
      {block.agent && (
        <p className={styles.agent}>
          <span>{translate(messages, 'deals.wholesale', { amount: money(block.agent.wholesale) })}</span>{' '}
          <span>{translate(messages, 'deals.markup', { amount: money(block.agent.markup) })}</span>
        </p>
      )}
    </div>
  );
}
