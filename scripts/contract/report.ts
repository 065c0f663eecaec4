import type { CallResult, ContractReport } from './checker.ts';

/**
 * One line per call: `PASS GET /api/agency 200`, `FAIL GET /api/agency 200  data.primaryColor:
 * expected string, received number; …`, `SKIP GET /api/user/profile (needs --token; checked: …)`;
 * `verbose` lists what a PASS covered too (`answer`, `no-token 401`, `CORS`…).
 */
export function formatResult(result: CallResult, verbose = false): string {
  const status = result.status === undefined ? '' : ` ${result.status}`;
  if (result.outcome === 'fail') return `FAIL ${result.label}${status}  ${result.problems.join('; ')}`;
  if (result.outcome === 'skip') {
    const checked = result.checked.length ? `; checked: ${result.checked.join(', ')}` : '';
    return `SKIP ${result.label} (${result.skipped}${checked})`;
  }
  return `PASS ${result.label}${status}${verbose ? ` (checked: ${result.checked.join(', ')})` : ''}`;
}

export const formatSummary = (report: Pick<ContractReport, 'passed' | 'failed' | 'skipped'>) =>
  `${report.passed} passed, ${report.failed} failed, ${report.skipped} skipped`;
