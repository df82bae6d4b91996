# TAP helpers for the guest checks (busybox ash, POSIX sh).
# Each check prints one TAP line; diagnostics follow as '# ' lines.
_tap_n=0

_tap_result() { # status desc
	_tap_n=$((_tap_n + 1))
	if [ "$1" = 0 ]; then
		echo "ok $_tap_n - $2"
	else
		echo "not ok $_tap_n - $2"
	fi
}

# ok DESC CMD [ARGS...]: passes when CMD exits 0 (its variables are
# _tap_*: CMD may be a function of the other helpers, which use _d, _s...)
ok() {
	_tap_desc=$1
	shift
	"$@" >/tmp/.tap.out 2>&1
	_tap_s=$?
	_tap_result $_tap_s "$_tap_desc"
	[ $_tap_s = 0 ] || sed 's/^/# /' /tmp/.tap.out
	return $_tap_s
}

# is ACTUAL EXPECTED DESC
is() {
	if [ "$1" = "$2" ]; then
		_tap_result 0 "$3"
	else
		_tap_result 1 "$3"
		echo "#   got:      '$1'"
		echo "#   expected: '$2'"
		return 1
	fi
}

# isnt ACTUAL UNEXPECTED DESC
isnt() {
	if [ "$1" != "$2" ]; then
		_tap_result 0 "$3"
	else
		_tap_result 1 "$3"
		echo "#   got '$1', which it must not be"
		return 1
	fi
}

# like ACTUAL ERE DESC
like() {
	if echo "$1" | grep -Eq -- "$2"; then
		_tap_result 0 "$3"
	else
		_tap_result 1 "$3"
		echo "#   got:      '$1'"
		echo "#   expected: /$2/"
		return 1
	fi
}

# dmesg_has ERE DESC: a kernel log line matches
dmesg_has() {
	ok "$2" sh -c "dmesg | grep -Eq -- \"\$0\"" "$1"
}

# dmesg_count ERE: how many kernel log lines match
dmesg_count() {
	dmesg | grep -Ec -- "$1"
}

# harness.slow=N (tests/qemu/run: 4 on the debug kernel): every wait
# below lasts N times its SECONDS
_slow=$(sed -n 's/.*harness\.slow=\([0-9][0-9]*\).*/\1/p' /proc/cmdline 2>/dev/null)
_slow=${_slow:-1}

# wait_for PATH [SECONDS]: wait until PATH exists
wait_for() {
	_w=$((${2:-20} * 10 * _slow))
	while [ ! -e "$1" ] && [ $_w -gt 0 ]; do
		sleep 0.1
		_w=$((_w - 1))
	done
	[ -e "$1" ]
}

# usb_find VID PID [N]: sysfs path of the Nth (1-based) USB device with these ids
usb_find() {
	_i=0
	for _d in /sys/bus/usb/devices/*; do
		[ -f "$_d/idVendor" ] || continue
		if [ "$(cat "$_d/idVendor")" = "$1" ] && [ "$(cat "$_d/idProduct")" = "$2" ]; then
			_i=$((_i + 1))
			if [ "$_i" = "${3:-1}" ]; then
				echo "$_d"
				return 0
			fi
		fi
	done
	return 1
}

# hotplug_settle [SECONDS]: wait until the uevent helper (tests/guest/hotplug)
# has loaded the modules of every uevent so far: no /.hotplug/SEQNUM left
# and no new uevent (/sys/kernel/uevent_seqnum) over 0.3 s. A driver's
# probe runs inside its module's load (usb_register_driver() binds the
# interfaces there are), so after it a device is bound as a built-in
# driver would have bound it during enumeration. Returns 1 on timeout.
hotplug_settle() {
	_hw=$((${1:-30} * 10 * _slow))
	_hq=0
	_hs=$(cat /sys/kernel/uevent_seqnum 2>/dev/null)
	while [ $_hw -gt 0 ]; do
		_hn=$(cat /sys/kernel/uevent_seqnum 2>/dev/null)
		if [ -n "$(ls /.hotplug 2>/dev/null)" ] || [ "$_hn" != "$_hs" ]; then
			_hq=0
		else
			_hq=$((_hq + 1))
			[ $_hq -ge $((3 * _slow)) ] && return 0
		fi
		_hs=$_hn
		sleep 0.1
		_hw=$((_hw - 1))
	done
	return 1
}

# usb_wait VID PID [SECONDS]: wait for a USB device, print its sysfs path;
# once it is there, for the modules its interfaces need (hotplug_settle)
usb_wait() {
	_w=$((${3:-20} * 10 * _slow))
	while [ $_w -gt 0 ]; do
		if _uw=$(usb_find "$1" "$2"); then
			hotplug_settle
			echo "$_uw"
			return 0
		fi
		sleep 0.1
		_w=$((_w - 1))
	done
	return 1
}

# of_path SYSFS-DEVICE: the device-tree path of its of_node, or nothing
of_path() {
	[ -e "$1/of_node" ] || return 0
	readlink -f "$1/of_node" | sed 's|^/sys/firmware/devicetree/base||'
}

# node_mac FILE: a 6-byte address property (mac-address,
# local-mac-address) as aa:bb:cc:dd:ee:ff, or nothing
node_mac() {
	hexdump -v -e '6/1 "%02x:"' "$1" 2>/dev/null | sed 's/:$//'
}

# netdev_of SYSFS-DEVICE [SECONDS]: name of the network interface below a USB device
netdev_of() {
	_w=$((${2:-20} * 10 * _slow))
	while [ $_w -gt 0 ]; do
		for _n in "$1"/*/net/*; do
			[ -e "$_n" ] && { basename "$_n"; return 0; }
		done
		sleep 0.1
		_w=$((_w - 1))
	done
	return 1
}

# netdev_of_node NODE [SECONDS]: wait for the network interface whose
# of_node is the device-tree path NODE, print its name
netdev_of_node() {
	_w=$((${2:-20} * 10))
	while [ $_w -gt 0 ]; do
		for _n in /sys/class/net/*; do
			[ -e "$_n/of_node" ] || continue
			if [ "$(readlink -f "$_n/of_node" | sed 's|^/sys/firmware/devicetree/base||')" = "$1" ]; then
				basename "$_n"
				return 0
			fi
		done
		sleep 0.1
		_w=$((_w - 1))
	done
	return 1
}

# netattr IF ATTR: an attribute of /sys/class/net/IF
netattr() {
	cat "/sys/class/net/$1/$2" 2>/dev/null
}

# carrier_wait IF [SECONDS]: wait until IF reports carrier (default 10)
carrier_wait() {
	_w=$((${2:-10} * 10 * _slow))
	while [ "$(netattr "$1" carrier)" != 1 ] && [ $_w -gt 0 ]; do
		sleep 0.1
		_w=$((_w - 1))
	done
}

# ping_emu OUT COUNT [OPTION...]: COUNT pings to the emulator (10.0.2.2),
# ping's output into OUT; after the last, a reply is awaited 2 s (times
# the slow factor)
ping_emu() {
	_out=$1 _n=$2
	shift 2
	ping -c "$_n" "$@" -W $((2 * _slow)) 10.0.2.2 >"$_out" 2>&1
}

# diag TEXT: a diagnostic line
diag() {
	echo "# $*"
}

# hub_port HUB-SYSFS-DEVICE N: sysfs path of port N of a hub (root hubs too)
hub_port() {
	_h=$(basename "$1")
	case "$_h" in
	usb*) echo "$1/${_h#usb}-0:1.0/$_h-port$2" ;;
	*) echo "$1/$_h:1.0/$_h-port$2" ;;
	esac
}
