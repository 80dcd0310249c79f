import { describe, expect, it } from 'vitest';
import { CULTURE_MC_BANK, CULTURE_THEMES, cultureThemeOf, scoreEmployerCulture, type CultureTheme } from './culture';
import { cultureFit } from './culture-fit';

/** Answers the 12 questions leaning on the themes given, in order. */
function side(themes: CultureTheme[]) {
  const answers = new Map(CULTURE_MC_BANK.questions.map((q, i) => [q.id, q.options.find((o) => cultureThemeOf(q.id, o.id) === themes[i])!.id]));
  return scoreEmployerCulture(answers);
}

const repeat = (theme: CultureTheme, n: number) => Array<CultureTheme>(n).fill(theme);

describe('cultureFit', () => {
  it.each<[string, CultureTheme[], CultureTheme[], number, number, string[]]>([
    ['identical answers', repeat('team', 12), repeat('team', 12), 100, 12, ['shared', 'answers']],
    ['opposite themes', repeat('team', 12), repeat('results', 12), 0, 0, ['gap', 'answers']],
    [
      'same profile, different questions',
      [...repeat('team', 6), ...repeat('systems', 6)],
      [...repeat('systems', 6), ...repeat('team', 6)],
      100,
      0,
      ['shared', 'answers'],
    ],
    ['half overlap', [...repeat('patient', 6), ...repeat('team', 6)], [...repeat('patient', 6), ...repeat('results', 6)], 50, 6, ['shared', 'gap', 'answers']],
    ['a small difference is no gap', [...repeat('team', 11), 'systems'], repeat('team', 12), 92, 11, ['shared', 'answers']],
  ])('%s', (_name, practice, candidate, percent, same, kinds) => {
    const fit = cultureFit(side(practice), side(candidate));
    expect(fit.percent).toBe(percent);
    expect(fit.sameAnswers).toBe(same);
    expect(fit.questions).toBe(12);
    expect(fit.drivers.map((d) => d.kind)).toEqual(kinds);
    expect(fit.drivers.length).toBeLessThanOrEqual(3);
  });

  it('is symmetric in its percentage and names who leans where', () => {
    const practice = side([...repeat('systems', 9), ...repeat('team', 3)]);
    const candidate = side([...repeat('team', 6), ...repeat('patient', 3), ...repeat('systems', 3)]);
    expect(cultureFit(practice, candidate).percent).toBe(cultureFit(candidate, practice).percent);
    const gap = cultureFit(practice, candidate).drivers.find((d) => d.kind === 'gap')!;
    expect(gap.text).toMatch(/^The practice leans on structure and systems more/);
    expect(CULTURE_THEMES).toContain(gap.theme);
  });
});
