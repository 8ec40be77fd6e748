// Luogu P4289, hand-tuned: the count only, by the pairing of swaps.h.
#include "swaps.h"

int main() {
    Input in;
    Output out;
    Pairing p;
    while (in.skip()) {
        unsigned start = read_board(in), target = read_board(in);
        pair_up(start, target, p, false);
        out.number(p.cost), out.put('\n');
    }
}
