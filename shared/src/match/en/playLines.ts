/**
 * A quiet minute's line in English: the same codes as `../playLines.ts`, by the on-ball player's role
 * and where the ball is, so the words say what the tracker shows: "midfield" only in the middle, "the
 * edge of the box" and "the opponents' half" only in the final third, "from the back" and "own half" only
 * in his own half. player = him, team = his side, other = the opponent.
 */
import { possessiveOf as of, withArticle } from '../../text/english';
import type { Wording } from '../shotLines';

export const playLines: Wording<'play.'> = {
  'play.gk.own_half.1': (p, t) => `The ${t.text} keeper, ${p.text}, went long.`,
  'play.gk.own_half.2': (p) => `${p.text} rolled it out to the defence, and play is built up again.`,
  'play.gk.own_half.3': (p, _t, o) => `With ${o.text} pressing, ${p.text} controlled the ball and held on to it.`,
  'play.gk.own_half.4': (p) => `${p.text} came out to collect a ball played through.`,
  'play.def.own_half.1': (p) => `${p.text} played it back to the keeper.`,
  'play.def.own_half.2': (p, _t, o) => `With ${o.text} pressing high, ${p.text} cleared it.`,
  'play.def.own_half.3': (p, t) => `Building from the back for ${t.text}, with the ball at ${of(p.text)} feet.`,
  'play.def.own_half.4': (p) => `${p.text} moved the ball around calmly in his own half.`,
  'play.def.middle.1': (p) => `${p.text} stepped up to midfield and played it square.`,
  'play.def.middle.2': (p, t) => `The ball goes round in midfield for ${t.text}; ${p.text} has it now.`,
  'play.def.middle.3': (p, _t, o) => `${p.text} cut out ${of(o.text)} pass in midfield.`,
  'play.mid.own_half.1': (p, t) => `Playing out from the back for ${t.text}: ${p.text} took it from the defence.`,
  'play.mid.own_half.2': (p, _t, o) => `With ${o.text} pressing high, ${p.text} shields the ball in his own half.`,
  'play.mid.own_half.3': (p) => `${p.text} turns in his own half and looks to open the play.`,
  'play.mid.middle.1': (p) => `${p.text} looks for a pass; it's quiet in midfield.`,
  'play.mid.middle.2': (p, t) => `Patience from ${t.text}: ${p.text} switches play in midfield.`,
  'play.mid.middle.3': (p, t) => `Build-up in midfield from ${t.text}, with ${p.text} on the ball.`,
  'play.mid.middle.4': (p) => `${p.text} beat his man in midfield, but the pass was cut out.`,
  'play.mid.final_third.1': (p, _t, o) => `${p.text} carries the ball forward, with ${o.text} sitting deep at the edge of the box.`,
  'play.mid.final_third.2': (p) => `${p.text} looks for space at the edge of the box, but the through ball is blocked.`,
  'play.mid.final_third.3': (p, t) => `Pressure from ${t.text} in the opponents' half, with ${p.text} on the ball.`,
  'play.fwd.middle.1': (p, t) => `With ${t.text} in possession, ${p.text} dropped into midfield to ask for the ball.`,
  'play.fwd.middle.2': (p) => `${p.text} got past his man in midfield, but the pass was intercepted.`,
  'play.fwd.middle.3': (p, _t, o) => `${p.text} held off ${withArticle(o.text)} defender in midfield and laid it back.`,
  'play.fwd.final_third.1': (p, t) => `With ${t.text} in possession, ${p.text} drifted wide in the opponents' half.`,
  'play.fwd.final_third.2': (p, _t, o) => `${p.text} ran in behind ${of(o.text)} defence, but the pass did not reach him.`,
  'play.fwd.final_third.3': (p) => `${p.text} shields the ball at the edge of the box, waiting for support.`,
};
