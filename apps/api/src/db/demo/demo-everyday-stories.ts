import { DEMO_CUSTOMERS } from './demo-people.ts';
import { type DemoWorld, type Lanes, RentalScript } from './demo-rental-script.ts';
import { at, DEMO_FIRST_DAY, type DemoStory } from './demo-timeline.ts';

/** The first lane of each project that the stories above leave free. */
const FIRST_FREE_LANE = [12, 11, 10];
const FILLER_NIGHTS = [4, 7, 3, 10, 6, 14, 5, 8];
const FILLER_GAPS = [1, 3, 0, 2, 5, 1];
const FILLER_PAYMENTS = ['PIX', 'CREDIT_CARD', 'PIX', 'BANK_SLIP'] as const;

/**
 * The everyday business around the stories: on `apartments` more apartments of each project, one stay
 * after another from two months ago to a month ahead, booked a few days before, paid, checked in and
 * out on their days and cleaned after. Makes the calendar, the occupancy and the revenue look lived in.
 */
export function everydayStories(world: DemoWorld, lanes: Lanes, apartments: number): DemoStory[] {
  const scripts: RentalScript[] = [];
  let guest = 0;
  for (const [project, firstLane] of FIRST_FREE_LANE.entries())
    for (let lane = firstLane; lane < firstLane + apartments; lane += 1) {
      const apartment = lanes(project, lane);
      let start = -60 + ((lane * 5 + project) % 9);
      for (let k = 0; start < 30; k += 1) {
        const nights = FILLER_NIGHTS[(lane + k) % FILLER_NIGHTS.length] ?? 5;
        const customer = DEMO_CUSTOMERS[guest++ % DEMO_CUSTOMERS.length]!;
        const script = new RentalScript(world, {
          name: `dia a dia: ${customer.name}, projeto ${project + 1}, apartamento ${lane}, estadia ${k + 1}`,
          customer,
          apartment,
          start,
          nights,
        });
        // Booked 3 to 14 days ahead; the stays of the coming month over the last nine days, not all today.
        const booked = Math.max(
          DEMO_FIRST_DAY + 5,
          Math.min(start - 3 - ((lane + k) % 12), -((lane * 3 + k) % 9)),
        );
        script.book(booked).pay(at(booked, '14:00'), FILLER_PAYMENTS[(lane + k) % FILLER_PAYMENTS.length]!);
        if (start <= 0) script.occupants(at(start - 1, '19:00')).checkIn(at(start, '15:10'));
        const end = start + nights;
        if (end <= 0) script.checkOut(at(end, '10:40')).housekeeping(at(end, '14:20'), 'CLEAN');
        scripts.push(script);
        start = end + (FILLER_GAPS[(lane * 2 + k) % FILLER_GAPS.length] ?? 1);
      }
    }
  return scripts.map((script) => script.story());
}
