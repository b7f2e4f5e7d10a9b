// How an apartment is named to people ('Bloco A · 2º andar · Apto 203'): the domain's words, shared
// with the API's contract and calendar files.
export { apartmentLabel, floorLabel } from '@estadia/domain';
