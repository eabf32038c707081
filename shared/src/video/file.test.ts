import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ARROW_STYLES_ORDER, EQUIPMENT, PALETTE } from '../board/objects';
import { refusalText } from '../messages/refusalText';
import { analysisFile, readAnalysisFile, VIDEO_FILE_VERSION, type VideoAnalysis } from './file';
import { framePoint, type Annotation, type VideoShape } from './model';

const unit = fc.double({ min: 0, max: 1, noNaN: true });
const point = fc.tuple(unit, unit).map(([x, y]) => framePoint(x, y));
const colour = fc.constantFrom(...PALETTE);
const time = fc.double({ min: 0, max: 600, noNaN: true });

const shapeArb: fc.Arbitrary<VideoShape> = fc.oneof(
  fc.record({ kind: fc.constant('arrow' as const), colour, style: fc.constantFrom(...ARROW_STYLES_ORDER), from: point, to: point, mid: point }, { requiredKeys: ['kind', 'colour', 'style', 'from', 'to'] }),
  fc.record({ kind: fc.constant('line' as const), colour, from: point, to: point }),
  fc.record({ kind: fc.constant('zone' as const), colour, shape: fc.constantFrom('rect' as const, 'ellipse' as const), at: point, w: unit, h: unit }),
  fc.record({ kind: fc.constant('text' as const), colour, at: point, text: fc.string({ maxLength: 40 }), size: fc.constantFrom('s' as const, 'm' as const, 'l' as const) }),
  fc.record({ kind: fc.constant('equipment' as const), colour, item: fc.constantFrom(...EQUIPMENT), at: point, rot: fc.integer({ min: 0, max: 359 }) }),
  fc.record({ kind: fc.constant('pen' as const), colour, points: fc.array(point, { minLength: 2, maxLength: 20 }) }),
);

const annotationArb: fc.Arbitrary<Omit<Annotation, 'id'>> = fc.oneof(
  fc.record({ kind: fc.constant('shape' as const), start: time, duration: time, shape: shapeArb }),
  fc.record({
    kind: fc.constant('spotlight' as const),
    start: time,
    duration: time,
    colour,
    r: fc.double({ min: 0.01, max: 0.2, noNaN: true }),
    keys: fc.uniqueArray(fc.integer({ min: 0, max: 6000 }), { minLength: 1, maxLength: 10 }).chain((ts) =>
      fc.tuple(...ts.sort((a, b) => a - b).map((t) => point.map((at) => ({ t: t / 10, at })))),
    ),
  }),
  fc.record({ kind: fc.constant('magnifier' as const), start: time, duration: time, at: point, r: fc.double({ min: 0.01, max: 0.5, noNaN: true }), zoom: fc.double({ min: 1, max: 4, noNaN: true }) }),
  fc.record({ kind: fc.constant('freeze' as const), at: time, hold: fc.double({ min: 0.1, max: 60, noNaN: true }) }),
);

const analysisArb: fc.Arbitrary<VideoAnalysis> = fc.record({
  clip: fc.record({ name: fc.string({ maxLength: 60 }), bytes: fc.nat(), duration: time }),
  annotations: fc.array(annotationArb, { maxLength: 20 }).map((list) => list.map((a, i) => ({ ...a, id: i + 1 }) as Annotation)),
});

const sample: VideoAnalysis = {
  clip: { name: 'mac.mp4', bytes: 1000, duration: 12 },
  annotations: [
    { kind: 'shape', id: 1, start: 2, duration: 3, shape: { kind: 'arrow', colour: '#ffeb3b', style: 'run', from: framePoint(0.2, 0.5), to: framePoint(0.6, 0.5) } },
    { kind: 'freeze', id: 2, at: 2, hold: 3 },
  ],
};
const withFields = (fields: Record<string, unknown>) => JSON.stringify({ ...JSON.parse(analysisFile(sample)), ...fields });

describe('the annotation file', () => {
  it('opens as the analysis it was written from', () => {
    fc.assert(
      fc.property(analysisArb, (analysis) => {
        expect(readAnalysisFile(analysisFile(analysis))).toEqual(analysis);
      }),
    );
  });

  it('names its format and version', () => {
    expect(JSON.parse(analysisFile(sample))).toMatchObject({ format: 'onbir-video-analizi', v: VIDEO_FILE_VERSION });
  });

  it('refuses a later version by name, in both languages', () => {
    const refused = readAnalysisFile(withFields({ v: 2 }));
    expect(refused).toEqual({ code: 'VIDEO_FILE_VERSION', params: { version: 2, max: 1 } });
    expect(refusalText(refused as never, 'en')).toContain('version 2');
    expect(refusalText(refused as never, 'tr')).toContain('sürüm 2');
  });

  it('refuses what is not an analysis or is broken', () => {
    const broken = { code: 'VIDEO_FILE_BROKEN', params: {} };
    expect(readAnalysisFile('not json')).toEqual(broken);
    expect(readAnalysisFile(JSON.stringify({ format: 'onbir-antrenman-plani', v: 1 }))).toEqual(broken);
    expect(readAnalysisFile(withFields({ v: '1' }))).toEqual(broken);
    expect(readAnalysisFile(withFields({ annotations: [{ kind: 'freeze', id: 1, at: 2, hold: 0 }] }))).toEqual(broken);
    expect(readAnalysisFile(withFields({ annotations: [sample.annotations[0], { ...sample.annotations[0] }] }))).toEqual(broken);
    const outside = { ...sample.annotations[0], shape: { kind: 'line', colour: '#ffffff', from: { x: 2, y: 0 }, to: { x: 0, y: 0 } } };
    expect(readAnalysisFile(withFields({ annotations: [outside] }))).toEqual(broken);
    const backwards = { kind: 'spotlight', id: 1, start: 0, duration: 1, colour: '#ffffff', r: 0.05, keys: [{ t: 2, at: { x: 0, y: 0 } }, { t: 1, at: { x: 0, y: 0 } }] };
    expect(readAnalysisFile(withFields({ annotations: [backwards] }))).toEqual(broken);
    expect(readAnalysisFile(' '.repeat(5 * 1024 * 1024))).toEqual(broken);
  });
});
