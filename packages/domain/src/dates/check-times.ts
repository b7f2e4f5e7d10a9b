export const CHECK_IN_TIME = '14:00';
export const CHECK_OUT_TIME = '12:00';
