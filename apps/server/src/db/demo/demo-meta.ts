import type { DemoScaleName } from './demo-scale.ts';

/**
 * app_meta keys of the demo world: the seeder writes them, the simulator reads them. They sit
 * apart from both so the simulator needs nothing of the seeder.
 */
export const DEMO_META_KEY = 'demo_world';
export const scheduleMarker = (day: string) => `demo.schedule.${day}`;
export const trainingMarker = (day: string) => `demo.training.${day}`;

export interface DemoMeta {
  version: number;
  scale: DemoScaleName;
  seed: number;
  seededAt: string;
}
