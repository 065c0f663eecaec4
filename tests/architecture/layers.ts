import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import config from '../../.dependency-cruiser.mjs';

/** One line per import that breaks the floors of src/, e.g. `floor-api: src/api/a.ts → src/stores/b.ts`. */
export async function layerViolations(baseDir: string, tsConfig = 'tsconfig.json'): Promise<string[]> {
  const result = await cruise(['src'], {
    ...config.options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden as IForbiddenRuleType[] },
    tsConfig: { fileName: tsConfig },
  });
  const output = result.output as ICruiseResult;
  return output.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`).sort();
}
