/** The command line of src/cli.ts, parsed and checked (kept apart so tests need not load the extract stage). */
import { isIsoDate } from '@debtshield/clocks';

/** A mistake in the command line: the CLI prints it with the usage and exits 2. */
export class UsageError extends Error {}

export type CliArgs = { files: string[]; state?: string; answersFile?: string; asOf?: string; lang: 'en' | 'es'; json: boolean; help: boolean };

export const parseCliArgs = (argv: readonly string[]): CliArgs => {
  const args: CliArgs = { files: [], lang: 'en', json: false, help: false };
  const valueOf = (i: number, flag: string): string => {
    const v = argv[i + 1];
    if (v === undefined || v.startsWith('--')) throw new UsageError(`${flag} needs a value.`);
    return v;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--json') args.json = true;
    else if (a === '--help' || a === '-h') args.help = true;
    else if (a === '--state') args.state = valueOf(i++, a);
    else if (a === '--answers') args.answersFile = valueOf(i++, a);
    else if (a === '--as-of') args.asOf = valueOf(i++, a);
    else if (a === '--lang') {
      const lang = valueOf(i++, a);
      if (lang !== 'en' && lang !== 'es') throw new UsageError('--lang takes en or es.');
      args.lang = lang;
    } else if (a.startsWith('--')) throw new UsageError(`Unknown option ${a}.`);
    else args.files.push(a);
  }
  if (args.state !== undefined && !/^[A-Za-z]{2}$/.test(args.state)) throw new UsageError('--state takes a two-letter state code, e.g. CA.');
  if (args.asOf !== undefined && !isIsoDate(args.asOf)) throw new UsageError('--as-of takes a date written YYYY-MM-DD.');
  return args;
};
