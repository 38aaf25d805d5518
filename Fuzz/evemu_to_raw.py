"""Turns evemu recordings into seeds for the EvdevDecoderFuzz target: a selector byte
(the protocol the recording's header implies: 0 slots, 1 protocol A, 2 single-touch),
a read-size byte, then the recording's events as 64-bit Linux `struct input_event`
records, cut to 16 KiB (the fuzzer's -max_len). One seed per recording and read size.

Usage: python3 evemu_to_raw.py OUT_DIR RECORDING...
"""
import os
import struct
import sys

LIMIT = 16384


def convert(path):
    axes = set()
    records = bytearray()
    with open(path, encoding="utf-8", errors="replace") as text:
        for line in text:
            fields = line.split("#", 1)[0].split()
            if len(fields) >= 2 and fields[0] == "A:":
                axes.add(int(fields[1], 16))
            elif len(fields) == 5 and fields[0] == "E:":
                seconds, micros = fields[1].split(".")
                records += struct.pack("<qqHHi", int(seconds), int(micros), int(fields[2], 16),
                                       int(fields[3], 16), int(fields[4]))
    protocol = 0 if 0x2F in axes else 1 if 0x35 in axes else 2
    return protocol, bytes(records)


def main():
    out = sys.argv[1]
    for path in sys.argv[2:]:
        protocol, records = convert(path)
        for read_size in (23, 24, 63):
            name = os.path.join(out, f"{os.path.basename(path)}.{read_size}.raw")
            with open(name, "wb") as seed:
                seed.write(bytes([protocol, read_size]) + records[: LIMIT - 2])


main()
