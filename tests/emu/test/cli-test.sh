#!/bin/sh
# Command line and process life of lan95xx-emu: --help, bad options, the
# socket appears, accepts one client, goes away; exit 0 when the client
# closes; exit 0 on SIGTERM before a client, socket removed; accept timeout.
# Prints TAP and "N passed, N failed".
emu=${1:-./lan95xx-emu}
dir=$(mktemp -d)
pass=0 fail=0 n=0
t() { # desc cmd...
	d=$1; shift
	n=$((n + 1))
	if "$@" >"$dir/out" 2>&1; then pass=$((pass + 1)); echo "ok $n - $d"
	else fail=$((fail + 1)); echo "not ok $n - $d"; sed 's/^/# /' "$dir/out"; fi
}
waitsock() { i=50; while [ ! -S "$1" ] && [ $i -gt 0 ]; do sleep 0.1; i=$((i - 1)); done; [ -S "$1" ]; }
gone() { i=50; while kill -0 "$1" 2>/dev/null && [ $i -gt 0 ]; do sleep 0.1; i=$((i - 1)); done; ! kill -0 "$1" 2>/dev/null; }

t "--help prints usage, exit 0" sh -c "'$emu' --help | grep -q -- '--device lan9514'"
t "no --device: exit 2" sh -c "'$emu' --socket $dir/s; test \$? = 2"
t "bad --eeprom: exit 2" sh -c "'$emu' --device lan9514 --socket $dir/s --accept-timeout 1 --eeprom 1:2:3; test \$? = 2"
t "unknown device: exit 2" sh -c "'$emu' --device lan9999 --socket $dir/s; test \$? = 2"
t "--accept-timeout xyz: exit 2, says why" sh -c "'$emu' --device lan9514 --socket $dir/s --accept-timeout xyz 2>&1; test \$? = 2" 
t "--accept-timeout 5x: exit 2" sh -c "'$emu' --device lan9514 --socket $dir/s --accept-timeout 5x; test \$? = 2"
t "--aneg-ms -1: exit 2" sh -c "'$emu' --device lan9514 --socket $dir/s --accept-timeout 1 --aneg-ms -1; test \$? = 2"
t "--busy-reads 1001: exit 2" sh -c "'$emu' --device lan9514 --socket $dir/s --accept-timeout 1 --busy-reads 1001; test \$? = 2"
t "--otp on a chip without OTP: exit 2" sh -c "'$emu' --device lan9514 --socket $dir/s --accept-timeout 1 --otp 02:00:00:00:00:01; test \$? = 2"
t "--mac-passthru on a chip other than the rtl8153: exit 2" sh -c "'$emu' --device dm9601 --socket $dir/s --accept-timeout 1 --mac-passthru; test \$? = 2"
t "--ecm on a chip other than the rtl8153: exit 2" sh -c "'$emu' --device lan9514 --socket $dir/s --accept-timeout 1 --ecm; test \$? = 2"
t "--rtl-version on a chip other than the rtl8153: exit 2" sh -c "'$emu' --device lan7800 --socket $dir/s --accept-timeout 1 --rtl-version 7c00; test \$? = 2"
t "--ecm --rtl-version 7c00 on the rtl8153: accepted (exit 1: nobody connected)" sh -c "'$emu' --device rtl8153 --socket $dir/s --accept-timeout 1 --ecm --rtl-version 7c00 2>/dev/null; test \$? = 1"
for v in 0 10000 -5c00 +5c00 5c00x ''; do
	t "--rtl-version '$v': exit 2" sh -c "'$emu' --device rtl8153 --socket $dir/s --accept-timeout 1 --rtl-version '$v'; test \$? = 2"
done
t "--otp garbage: exit 2" sh -c "'$emu' --device lan7800 --socket $dir/s --accept-timeout 1 --otp 1:2; test \$? = 2"
t "--fault bogus: exit 2, says which" sh -c "'$emu' --device lan9514 --socket $dir/s --accept-timeout 1 --fault bogus 2>&1 | grep -q \"not 'bogus'\"; test \$? = 0"
t "--fault bogus: exit status 2" sh -c "'$emu' --device lan9514 --socket $dir/s --accept-timeout 1 --fault bogus; test \$? = 2"
t "--fault reset-pid=10000 (above 16 bits): exit 2" sh -c "'$emu' --device lan9514 --socket $dir/s --accept-timeout 1 --fault reset-pid=10000; test \$? = 2"
t "--fault disconnect-at=114:0: exit 2" sh -c "'$emu' --device lan9514 --socket $dir/s --accept-timeout 1 --fault disconnect-at=114:0; test \$? = 2"
man=$(dirname "$0")/../lan95xx-emu.1
# every --option of --help, written \-\-option in the roff source
man_has_options() {
	for o in $("$emu" --help | grep -o -- '--[a-z-]*' | sort -u); do
		grep -qF -- "$(printf '%s' "$o" | sed 's/-/\\-/g')" "$1" || { echo "missing $o"; return 1; }
	done
}
t "the man page names every option --help names" man_has_options "$man"
sed 's/otp/OTP/g' "$man" >"$dir/bad.1"
man_lacks_options() { ! man_has_options "$1" >/dev/null; }
t "the man page check notices an option missing (--otp)" man_lacks_options "$dir/bad.1"
t "--help names every chip" sh -c "'$emu' --help | grep -q 'lan9514|lan9512|lan7500|lan7800|dm9601|rtl8153'"
: >"$dir/file"
t "refuses to replace a file that is not a socket" sh -c "! '$emu' --device lan9514 --socket $dir/file && test -f $dir/file"

# a client that connects, reads the hello, and closes
"$emu" --device lan7500 --socket "$dir/s" --log "$dir/log" &
pid=$!
t "socket appears" waitsock "$dir/s"
t "a client connects and gets the usbredir hello" python3 -c "
import socket, struct, sys
s = socket.socket(socket.AF_UNIX); s.connect('$dir/s')
h = s.recv(16)
t, l, i = struct.unpack('<IIQ', h)
sys.exit(0 if t == 0 and l >= 64 else 1)"
wait $pid
rc=$?
t "exit 0 when the client closes" test "$rc" = 0
t "socket removed" test ! -e "$dir/s"
t "record ends with the peer closing" grep -q '"ev":"exit","why":"peer closed"' "$dir/log"

# SIGUSR1 (plug in again after a disconnect fault) never ends the process
"$emu" --device lan9514 --socket "$dir/s4" --fault disconnect-after=5 --fault reset-bcd=300 &
pid=$!
waitsock "$dir/s4"
kill -USR1 $pid
t "SIGUSR1 while listening: still there, a client gets the hello" python3 -c "
import socket, struct, sys
s = socket.socket(socket.AF_UNIX); s.connect('$dir/s4')
h = s.recv(16)
t, l, i = struct.unpack('<IIQ', h)
sys.exit(0 if t == 0 and l >= 64 else 1)"
wait $pid
t "then exit 0 when the client closes" test "$?" = 0

for dev in lan7800 dm9601; do
	"$emu" --device $dev --socket "$dir/s-$dev" --log "$dir/log-$dev" &
	pid=$!
	waitsock "$dir/s-$dev"
	kill -TERM $pid
	wait $pid
	t "--device $dev: listens, SIGTERM exit 0" test "$?" = 0
done
t "--device lan7800: the record names the chip" grep -q '"device":"lan7800"' "$dir/log-lan7800"

# --composite: after QEMU's hello the device is announced with two
# interfaces (usbredir interface_info), without it with one
ifcount() { # socket: a client says hello, prints interface_count of interface_info
	python3 -c "
import socket, struct, sys
s = socket.socket(socket.AF_UNIX); s.connect('$1'); s.settimeout(5)
def rd(n):
    b = b''
    while len(b) < n:
        c = s.recv(n - len(b))
        if not c: sys.exit(1)
        b += c
    return b
t, l, i = struct.unpack('<III', rd(12)); rd(l)  # the hello (32-bit ids: no caps yet)
s.sendall(struct.pack('<III', 0, 68, 0) + b'cli-test'.ljust(64, b'\\0') + struct.pack('<I', 0))
while True:
    t, l, i = struct.unpack('<III', rd(12)); b = rd(l)
    if t == 4:  # usb_redir_interface_info
        n = struct.unpack('<I', b[:4])[0]
        print(n, b[4 + 1], b[4 + 32 + 1]); break
"
}
for c in 0 1; do
	"$emu" --device lan9514 --socket "$dir/sc$c" $([ $c = 1 ] && echo --composite) &
	pid=$!
	waitsock "$dir/sc$c"
	ifcount "$dir/sc$c" >"$dir/ifc$c" 2>&1
	wait $pid
done
t "--composite: announced with interfaces 0 and 1 (1 vendor-specific)" test "$(cat "$dir/ifc1")" = "2 1 255"
t "without --composite: announced with one interface" test "$(cut -d' ' -f1 "$dir/ifc0")" = 1

"$emu" --device lan9514 --socket "$dir/s2" &
pid=$!
waitsock "$dir/s2"
kill -TERM $pid
wait $pid
rc=$?
t "SIGTERM while listening: exit 0" test "$rc" = 0
t "SIGTERM while listening: socket removed" test ! -e "$dir/s2"

"$emu" --device lan9514 --socket "$dir/s3" --accept-timeout 1 &
pid=$!
wait $pid
rc=$?
t "nobody connects within --accept-timeout: exit 1" test "$rc" = 1
t "accept timeout: socket removed" test ! -e "$dir/s3"
t "no stray socket files left" sh -c "! ls $dir | grep -q '^s'"
rm -rf "$dir"
echo "1..$n"
echo "$pass passed, $fail failed"
[ $fail = 0 ]
