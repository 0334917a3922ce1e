import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_MEDIA_DIR } from '../../plugins/demo-media.ts';
import { DEMO_BANNERS, DEMO_NEWS } from './demo-content.ts';
import { demoImages } from './demo-images.ts';
import { referralIdFor } from './names.ts';
import { DemoWorld } from './world-generator.ts';

const NOW = new Date('2026-03-10T12:00:00Z');

function fingerprint(world: DemoWorld): string {
  const hash = createHash('sha256');
  const add = (rows: Iterable<unknown>) => {
    for (const row of rows) hash.update(JSON.stringify(row));
  };
  add(world.seasons);
  add(world.players());
  add(world.teams());
  add(world.playerSeasons());
  add(world.teamSeasons());
  add(world.referrals());
  add(world.purchases());
  add(world.cupFinals());
  return hash.digest('hex');
}

describe('demo world generator', () => {
  it('builds the same world from the same seed, and another from another seed', () => {
    const a = fingerprint(new DemoWorld({ scale: 'tiny', now: NOW, timeZone: 'UTC' }));
    const b = fingerprint(new DemoWorld({ scale: 'tiny', now: NOW, timeZone: 'UTC' }));
    const c = fingerprint(new DemoWorld({ scale: 'tiny', now: NOW, timeZone: 'UTC', seed: 7 }));
    expect(a).toBe(b);
    expect(c).not.toBe(a);
  });

  it('has seasons 9 to 12, the last one in progress, and two cup matches per finished season', () => {
    const world = new DemoWorld({ scale: 'tiny', now: NOW, timeZone: 'UTC' });
    expect(world.seasons.map((s) => s.number)).toEqual([9, 10, 11, 12]);
    expect(world.currentSeason.startsAt < NOW && NOW < world.currentSeason.endsAt).toBe(true);
    const finals = world.cupFinals();
    expect(finals).toHaveLength(6);
    expect(new Set(finals.map((f) => f.stage))).toEqual(new Set(['final', 'bronze_final']));
    for (const final of finals) expect(final.kickoffAt < world.currentSeason.startsAt).toBe(true);
  });

  it('gives every player a unique referral ID like PS-7K2M9Q and a believable nickname', () => {
    const world = new DemoWorld({ scale: 'default', now: NOW, timeZone: 'UTC' });
    const players = [...world.players()];
    expect(players).toHaveLength(10_000);
    const ids = new Set(players.map((p) => p.referralId));
    expect(ids.size).toBe(players.length);
    for (const p of players.slice(0, 200)) {
      expect(p.referralId).toMatch(/^PS-[0-9A-HJKMNP-TV-Z]{6}$/);
      expect(p.nickname.length).toBeGreaterThanOrEqual(3);
    }
    // Referral codes are a bijection of the id, so they stay unique far beyond the large world.
    const sample = new Set(Array.from({ length: 200_000 }, (_, i) => referralIdFor(i * 5 + 1)));
    expect(sample.size).toBe(200_000);
    expect(new Set(world.teams().map((t) => t.name)).size).toBe(world.teams().length);
  });

  it('keeps team totals consistent with their members', () => {
    const world = new DemoWorld({ scale: 'tiny', now: NOW, timeZone: 'UTC' });
    const members = new Map<number, number>();
    for (const p of world.players()) if (p.teamId) members.set(p.teamId, (members.get(p.teamId) ?? 0) + 1);
    for (const team of world.teams()) expect(team.memberCount).toBe(members.get(team.id) ?? 0);
    const goals = new Map<number, number>();
    const teamOf = new Map([...world.players()].map((p) => [p.id, p.teamId]));
    for (const s of world.playerSeasons()) {
      const team = teamOf.get(s.playerId);
      if (team) goals.set(team, (goals.get(team) ?? 0) + s.goals);
    }
    for (const t of world.teamSeasons()) expect(t.goalPoints).toBe(12 * (goals.get(t.teamId) ?? 0));
  });

  it('ships a picture for every news item and banner, identical to what the generator draws', () => {
    const images = demoImages();
    expect(images.length).toBe(DEMO_NEWS.length + DEMO_BANNERS.length + 1);
    for (const [file, svg] of images) {
      const onDisk = fs.readFileSync(path.join(DEMO_MEDIA_DIR, file), 'utf8');
      expect(onDisk, `${file} is stale: run npx tsx src/db/demo/write-demo-images.ts`).toBe(svg);
    }
    expect(new Set(DEMO_NEWS.map((n) => n.tag))).toEqual(
      new Set(['Event', 'Announcement', 'Patch', 'Update', 'Maintenance']),
    );
    expect(DEMO_BANNERS.some((b) => b.buttonLink.startsWith('http'))).toBe(true);
  });
});
