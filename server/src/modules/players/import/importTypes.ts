import type { League } from '@onbir/shared/players/types';
import type { PlayerRecord } from '../poolWriter';

/** Why a row was left out (the report lists every one). */
export type SkipReason = 'no_club' | 'missing_position' | 'empty_value' | 'bad_value' | 'league' | 'duplicate';

export interface SkippedRow {
  file: string;
  line: number;
  /** The source's player id, when the row has one. */
  sourceId: string;
  name: string;
  reason: SkipReason;
  /** Turkish explanation, e.g. 'piyasa değeri boş'. */
  detail: string;
}

/** A skipped row before the collector adds its file and line. */
export type RowSkip = Omit<SkippedRow, 'file' | 'line'>;

export function rowSkip(sourceId: string, name: string, reason: SkipReason, detail: string): RowSkip {
  return { sourceId, name, reason, detail };
}

/** A club as a source names it; the importer gives it a product id (past 10000) when writing. */
export interface SourceClub {
  sourceId: string;
  name: string;
  league: League;
  crestUrl: string | null;
}

export type SourcePlayer = Omit<PlayerRecord, 'clubId'> & { clubSourceId: string };

/** Everything one format's parser read from its files, before any database write. */
export interface ParsedSource {
  source: 'eafc' | 'tm';
  season: string;
  clubs: Map<string, SourceClub>;
  players: SourcePlayer[];
  skipped: SkippedRow[];
  rowsRead: number;
}

/** Collects parsed players, keeping the last row of a repeated id and reporting the earlier one. */
export class PlayerCollector {
  private readonly byId = new Map<string, { player: SourcePlayer; file: string; line: number }>();
  readonly skipped: SkippedRow[] = [];

  add(player: SourcePlayer, file: string, line: number, sourceId: string): void {
    const earlier = this.byId.get(player.id);
    if (earlier) {
      this.skipped.push({
        file: earlier.file,
        line: earlier.line,
        sourceId,
        name: earlier.player.fullName,
        reason: 'duplicate',
        detail: `aynı oyuncu kimliği ${line}. satırda tekrar ediyor`,
      });
    }
    this.byId.set(player.id, { player, file, line });
  }

  skip(row: RowSkip, file: string, line: number): void {
    this.skipped.push({ file, line, sourceId: row.sourceId, name: row.name, reason: row.reason, detail: row.detail });
  }

  players(): SourcePlayer[] {
    return [...this.byId.values()].map((e) => e.player);
  }
}
