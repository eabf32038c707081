/*
 * Calibration: rates per played minute and side at equal strength, tuned with `npm run simulate`
 * against top-league averages (goals 2.8, shots 25.5, on target 8.9, corners 10, fouls 22, yellows 3.9),
 * the home advantage of the big leagues (home wins 44-47 %, away 28-33 %) and the spread of the real
 * 2024-25 Premier League table across the bundled pool's clubs (sd of points 18.1).
 */
export const SHOT_RATE = 0.118;
/** Log change of the shot rate, and of a shot on target's chance to go in, per rating point of advantage. */
export const STRENGTH_SHOTS = 0.02;
export const STRENGTH_FINISH = 0.016;
/** Possession share per point of control advantage. */
export const STRENGTH_POSSESSION = 0.014;
export const ON_TARGET = 0.355;
export const GOAL_ON_TARGET = 0.3;
export const CORNER_RATE = 0.028;
export const CORNER_AFTER_SAVE = 0.3;
/** Only a deflected miss goes out for a corner (never a penalty): 20 % of open-play misses, as before. */
export const CORNER_AFTER_MISS = 0.2;
export const HEADER_FROM_CORNER = 0.22;
export const FOUL_RATE = 0.115;
export const YELLOW_PER_FOUL = 0.18;
export const RED_PER_FOUL = 0.003;
/** A booked player plays carefully and referees think twice before a second yellow. */
export const BOOKED_CAUTION = 0.25;
/** A side behind pushes forward, a side ahead sits back: the reason draws are as common as they are. */
export const TRAILING_PUSH = 1.12;
export const LEADING_SITBACK = 0.92;
/** Sd of a match's possession tilt, independent of strength: some sides just keep the ball. */
export const POSSESSION_TILT = 0.09;
/** Sd (log) of a match's tempo: some matches are open, some are not. */
export const TEMPO_SPREAD = 0.12;
/** The home side's chance rate, the away side's, and the home side's extra share of the ball. */
export const HOME_ATTACK = 1.14;
export const AWAY_ATTACK = 0.875;
export const HOME_POSSESSION = 0.02;
/** Away sides are pulled up for a few more fouls (and so cards) than home sides. */
export const AWAY_FOULS = 1.06;
/** Share of open-play goals with an assist (the last pass; a corner header's assist is the corner). */
export const ASSISTED = 0.72;
/** Seed of the second random stream, which draws what the first never did (situations, zones, assists). */
export const FLAVOUR_SEED = 0x9e3779b9;
