/**
 * English commentary of shots: the same codes as the Turkish `../shotLines.ts`, saying the same thing
 * (how the shot came, what the ball did, who was involved), so a corner after a deflection or a save
 * turned out follows from the line before in both languages. A team is never the subject of a verb in
 * the present tense ("Kartallar go wild" or "goes"?): the sentences use the past, a possessive or "for".
 */
import { possessiveOf as of } from '../../text/english';
import type { ShotWords } from '../shotLines';

export const shotWords: ShotWords = {
  /** player = the scorer, team = his side, other = the opponent. */
  goal: {
    'goal.box.1': (p, t) => `GOAL! ${p.text} puts it in the net, and the ${t.text} supporters go wild!`,
    'goal.box.2': (p, t) => `GOAL! ${p.text} made no mistake in the box, it's in the net! Joy for ${t.text}.`,
    'goal.box.3': (p, t, o) => `GOAL! ${of(o.text)} defence just watched, and ${p.text} finished it! ${t.text} found the breakthrough.`,
    'goal.box.4': (p) => `GOAL! ${p.text} turned and shot inside the box, and it's in the net!`,
    'goal.range.1': (p) => `GOAL! ${p.text} struck it from distance into the top corner! What a goal.`,
    'goal.range.2': (p, t) => `GOAL! ${p.text} unleashed a rocket from outside the box! ${t.text} erupted.`,
    'goal.range.3': (p, _t, o) => `GOAL! ${p.text} tried it from 25 metres, and the ${o.text} keeper was helpless!`,
    'goal.header.1': (p, t) => `GOAL! ${p.text} heads it into the net! The ${t.text} stands are on their feet.`,
    'goal.header.2': (p) => `GOAL! ${p.text} rose above everyone, and the header is in the net!`,
    'goal.header.3': (p, _t, o) => `GOAL! ${of(o.text)} defence could not cut out the cross, ${p.text} headed it, and it's in the net!`,
    'goal.one_on_one.1': (p) => `GOAL! ${p.text} was one-on-one with the keeper and finished coolly!`,
    'goal.one_on_one.2': (p, t) => `GOAL! ${p.text} beats the keeper! A superb finish for ${t.text}.`,
    'goal.one_on_one.3': (p, _t, o) => `GOAL! ${p.text} got in behind ${of(o.text)} defence, rounded the keeper and rolled it into the net!`,
    'goal.penalty.1': (p) => `GOAL! ${p.text} steps up to the penalty... and sends it into the corner!`,
    'goal.penalty.2': (p, t) => `GOAL! ${p.text} sent the keeper the wrong way from the spot, joy for ${t.text}!`,
    'goal.penalty.3': (p) => `GOAL! ${p.text} made no mistake from the penalty, it's in the net.`,
  },
  /** player = the keeper, team = his side, other = the shooter. The keeper held or cleared it: play goes on. */
  keptSave: {
    'save.kept.box.1': (p, _t, o) => `Save! ${o.text} hit it hard, and ${p.text} punched it clear.`,
    'save.kept.box.2': (p, _t, o) => `${o.text} found the target, but ${p.text} was well placed: an easy save.`,
    'save.kept.box.3': (p, _t, o) => `${o.text} shot from close range, and ${p.text} made the save, gathering it at the second attempt.`,
    'save.kept.range.1': (p, _t, o) => `${o.text} tried from distance, and ${p.text} made a comfortable save.`,
    'save.kept.range.2': (p, _t, o) => `Save! ${p.text} held ${of(o.text)} powerful long-range shot.`,
    'save.kept.range.3': (p, _t, o) => `${o.text} shot from outside the box, and ${p.text} stretched to gather it. Save.`,
    'save.kept.header.1': (p, _t, o) => `Save! ${p.text} was well placed for ${of(o.text)} header, and the keeper has it.`,
    'save.kept.header.2': (p, _t, o) => `${o.text} headed it, and ${p.text} took it on the chest: a comfortable save.`,
    'save.kept.header.3': (p, _t, o) => `${o.text} went for the far post with a header, and ${p.text} reacted to make the save and hold on to it.`,
    'save.kept.one_on_one.1': (p, _t, o) => `${o.text} was one-on-one with the keeper, but ${p.text} made an incredible save with a foot, and the defence cleared!`,
    'save.kept.one_on_one.2': (p, _t, o) => `Save! ${p.text} rushed off the line, gave ${o.text} no angle and gathered the ball.`,
    'save.kept.one_on_one.3': (p, _t, o) => `${p.text} makes a superb save and holds on! ${o.text} cannot believe the chance is gone.`,
    'save.kept.penalty.1': (p, _t, o) => `Penalty! ${o.text} shoots... ${p.text} dives the right way, save! The keeper has it.`,
    'save.kept.penalty.2': (p, _t, o) => `${p.text} is the hero from the penalty: a great save from ${of(o.text)} kick, and held!`,
    'save.kept.penalty.3': (p, _t, o) => `Save! ${o.text} took the penalty, but ${p.text} stopped it, and the defence cleared.`,
  },
  /** The keeper turned the ball out of play: a corner follows. */
  cornerSave: {
    'save.out.box.1': (p, _t, o) => `${o.text} aimed for the far side, and ${p.text} tipped it out with the fingertips. Great save!`,
    'save.out.box.2': (p, _t, o) => `Save! ${p.text} turned ${of(o.text)} powerful shot out from the foot of the post.`,
    'save.out.box.3': (p, _t, o) => `${o.text} shot, and ${p.text} stretched at the last moment to push it wide: save.`,
    'save.out.range.1': (p, _t, o) => `${o.text} unleashed a rocket from distance, and ${p.text} tipped it over the bar. Save!`,
    'save.out.range.2': (p, _t, o) => `Save! ${p.text} pushed ${of(o.text)} long shot out past the post.`,
    'save.out.range.3': (p, _t, o) => `${o.text} tried from 25 metres, and ${p.text} flew to push it out. A superb save.`,
    'save.out.header.1': (p, _t, o) => `${o.text} headed it, and ${p.text} made a superb save on the line to turn it out!`,
    'save.out.header.2': (p, _t, o) => `Save! ${p.text} pushed ${of(o.text)} header over the bar.`,
    'save.out.header.3': (p, _t, o) => `${o.text} went for the far post with a header, and ${p.text} reacted to turn it out. Save.`,
    'save.out.one_on_one.1': (p, _t, o) => `${o.text} was one-on-one with the keeper, and ${p.text} turned it wide with a foot! Save.`,
    'save.out.one_on_one.2': (p, _t, o) => `Save! ${p.text} came out well and turned ${of(o.text)} shot out.`,
    'save.out.one_on_one.3': (p, _t, o) => `${p.text} makes a superb save, and the ball went out off ${of(o.text)} foot!`,
    'save.out.penalty.1': (p, _t, o) => `Penalty! ${o.text} shoots... ${p.text} dives the right way and turns it round the post. Save!`,
    'save.out.penalty.2': (p, _t, o) => `${p.text} is the hero from the penalty: ${of(o.text)} kick turned out. Save!`,
    'save.out.penalty.3': (p, _t, o) => `Save! ${o.text} took the penalty, and ${p.text} pushed it out with the fingertips.`,
  },
  /** player = the shooter, team = his side, other = the opponent. Wide or over, nobody touched it: a goal kick. */
  wideMiss: {
    'miss.wide.box.1': (p) => `${p.text} shot, and it went wide of the post.`,
    'miss.wide.box.2': (p, t) => `${t.text} on the attack, but ${p.text} was off target with the final shot: it went wide.`,
    'miss.wide.box.3': (p) => `${p.text} is in a good position, but the shot is far too weak and rolls wide.`,
    'miss.wide.range.1': (p) => `${p.text} tried from outside the box, and it flew into the stands.`,
    'miss.wide.range.2': (p) => `${p.text} let fly from distance, but it went over the bar.`,
    'miss.wide.range.3': (p) => `${p.text} tried a shot from 30 metres, and it went just wide.`,
    'miss.wide.header.1': (p) => `${p.text} headed it, but it went over the bar.`,
    'miss.wide.header.2': (p) => `${p.text} rose well to the cross, but the header is just wide.`,
    'miss.wide.header.3': (p, _t, o) => `${p.text} headed it in ${of(o.text)} box, and it went past the post.`,
    'miss.wide.one_on_one.1': (p) => `${p.text} was one-on-one with the keeper but put it wide! Unbelievable.`,
    'miss.wide.one_on_one.2': (p, t) => `${t.text} missed a big chance: ${p.text} was clean through, and the shot went wide.`,
    'miss.wide.one_on_one.3': (p) => `${p.text} tried to round the keeper, the angle closed, and it went out.`,
    'miss.wide.penalty.1': (p) => `Penalty! ${p.text} shoots... and it comes off the post and out!`,
    'miss.wide.penalty.2': (p) => `${p.text} sent the penalty over the bar, a big chance gone.`,
    'miss.wide.penalty.3': (p, t) => `${t.text} won a penalty, but ${p.text} put it wide!`,
  },
  /** Deflected off a defender and out: the corner that follows comes from it. No penalty here. */
  deflectedMiss: {
    'miss.deflected.box.1': (p, _t, o) => `${p.text} shot, and it deflected off ${of(o.text)} defence and out.`,
    'miss.deflected.box.2': (p) => `${p.text} hit it hard, and it struck a defender and went out.`,
    'miss.deflected.box.3': (p, _t, o) => `${of(o.text)} defence blocked ${of(p.text)} shot at the last moment, and it's out.`,
    'miss.deflected.range.1': (p) => `${p.text} shot from distance, and it struck a defender and went out.`,
    'miss.deflected.range.2': (p, _t, o) => `${of(p.text)} long shot deflected off ${of(o.text)} defence and went out.`,
    'miss.deflected.range.3': (p) => `${p.text} tried from 25 metres, and it deflected off the defender in front and went out.`,
    'miss.deflected.header.1': (p) => `${p.text} headed it, and it hit a defender's back and went out.`,
    'miss.deflected.header.2': (p, _t, o) => `${of(o.text)} defence cleared ${of(p.text)} header off the line and out.`,
    'miss.deflected.header.3': (p) => `${p.text} rose to the cross, and the header struck a defender and went out.`,
    'miss.deflected.one_on_one.1': (p) => `${p.text} was one-on-one with the keeper, but a covering defender turned the shot out at the last moment!`,
    'miss.deflected.one_on_one.2': (p, _t, o) => `${p.text} was clean through, but ${of(o.text)} defence got a foot in at the last moment and put it out.`,
    'miss.deflected.one_on_one.3': (p) => `${p.text} tried to round the keeper, and a recovering defender cleared it off the line and out.`,
  },
};
