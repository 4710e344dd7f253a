/**
 * Test helpers for the analyzer (imported by *.test.ts files only): contexts with explicit facts,
 * gates and answers, and the fixture runner every rule test uses.
 */
export { buildFacts, fact, factAt, noSpan } from './build-facts';
export { check, checkNotice, quotes } from './check';
export { evidenceIsExact, type Fixture, type FixtureRun, type FixtureSuiteOptions, fixtureSuite, loadFixtures, runFixture, runFixtures } from './fixture-suite';
export { type ContextInput, makeContext, type NoticeContextInput, noticeContext, noticeGates, TEST_TODAY, unknownGates } from './make-context';
export { MODEL_FORM_B1 } from './model-form-b1';
export { NOTICE_BACK_RIGHTS, NOTICE_FRONT } from './two-page-notice';
