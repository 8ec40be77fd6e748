/* The read-and-print floor: reads each case with scanf and prints one line,
 * solving nothing. No judge program can be faster than reading its input
 * and writing its output; gridsolve is compared against this.
 * Usage: floor ROWS_PER_CASE < input */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    int rows = argc > 1 ? atoi(argv[1]) : 4;
    char row[64];
    unsigned long cases = 0, checksum = 0;
    for (;;) {
        int i;
        for (i = 0; i < rows; i++) {
            if (scanf("%63s", row) != 1) break;
            checksum += (unsigned char)row[0];
        }
        if (i < rows) break;
        cases++;
        printf("%lu\n", checksum & 15);
    }
    return 0;
}
