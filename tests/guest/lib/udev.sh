# shellcheck shell=sh disable=SC2154
# The real systemd-udevd's names (scenarios udev*-names, udev*-nolabel,
# udev-demo; /init started udevd, triggered and settled before the checks).

# udev_wait_names HUB PORT...: wait for an interface below each hub port,
# then for udevd to have handled every event (renames included)
udev_wait_names() {
	_h=$1
	shift
	for _p in "$@"; do
		netdev_of "$_h.$_p" 30 >/dev/null || diag "hub port $_p: no interface"
	done
	udev_settle
}

# udev_settle: wait for udevd to have handled every event, renames included
# (a rename's own events come after the first settle)
udev_settle() {
	udevadm settle --timeout=$((30 * _slow))
	sleep 1
	udevadm settle --timeout=$((30 * _slow))
}

# udev_names_guest: the checks of a udev names scenario. guest_env:
# UDEV_VERSION (252, 257), FILES (what is installed, for the messages),
# NAME1, NAME3, NAME6 (EREs of the expected names at hub ports 1: node with
# label lan0, 3: node without label, aliases/ethernet0, 6: no node; usbN is
# numbered in probe order), KERNEL1, KERNEL3,
# KERNEL6 (EREs: the name the kernel registered each with, before udev),
# MODULE (the driver udevd must have loaded); KERNEL_BUILD=stock: the
# stock kernel (no usb_net_of, no netdev has an of_node)
udev_names_guest() {
	ok "systemd-udevd runs" pidof systemd-udevd
	is "$(udevadm --version | cut -d' ' -f1)" "$UDEV_VERSION" "Debian's udev $UDEV_VERSION"
	hub=$(usb_wait 0409 55aa) || diag "no hub"
	udev_wait_names "$hub" 1 3 6
	ok "udevd loaded $MODULE by modalias (the modular kernel)" grep -q "^$MODULE " /proc/modules
	if [ "${KERNEL_BUILD:-}" = stock ]; then
		ok "the stock kernel: no usb_net_of" sh -c '! grep -q "^usb_net_of " /proc/modules'
		of1=
	else
		ok "usb_net_of is a module too" grep -q "^usb_net_of " /proc/modules
		of1=/pcie@10000000/usb@2,0/hub@5/ethernet@1
	fi
	if1=$(netdev_of "$hub.1" 1) if3=$(netdev_of "$hub.3" 1) if6=$(netdev_of "$hub.6" 1)
	like "$if1" "^($NAME1)\$" "$FILES: the node with label lan0 is named $NAME1"
	like "$if3" "^($NAME3)\$" "$FILES: the node without label (aliases/ethernet0) is named $NAME3"
	like "$if6" "^($NAME6)\$" "$FILES: the NIC without node is named $NAME6"
	for _p in 1 3 6; do
		eval "_k=\$KERNEL$_p"
		like "$(dmesg | sed -n "s/.* 1-1\.$_p:1\.0 \([^:]*\): register .*/\1/p")" "^$_k\$" \
			"port $_p: the kernel registered it as $_k"
	done
	is "$(netattr "$if1" address)" "02:00:00:00:00:01" "port 1: the device's own address (cdc_ether)"
	is "$(netattr "$if6" address)" "52:54:00:00:03:06" "port 6: the device's own address"
	# only a node with a label is the netdev's of_node (usb_net_of_set_node()):
	# an alias alone must not give systemd >= 257 the netdev's node to
	# name it endN from (names_devicetree(), NAMING_DEVICETREE_PORT_ALIASES)
	is "$(of_path "/sys/class/net/$if1")" "$of1" "port 1 (label): the netdev's of_node${of1:+ is the node}"
	is "$(of_path "/sys/class/net/$if3")" "" "port 3 (alias, no label): no of_node"
	is "$(of_path "/sys/class/net/$if6")" "" "port 6: no of_node"
	is "$(of_path "/sys/class/net/$if3/device")" "" "port 3: nor has its USB interface (no combined node)"
	# what udev saw: the kernel's OF_FULLNAME (the .link file's match)
	# for the labelled node only, and no onboard name from the alias
	if [ -n "$of1" ]; then
		ok "port 1: udev's properties carry OF_FULLNAME" sh -c "udevadm info /sys/class/net/$if1 | grep -q 'E: OF_FULLNAME=$of1\$'"
	else
		ok "port 1: no OF_FULLNAME (no of_node)" sh -c "! udevadm info /sys/class/net/$if1 | grep -q 'E: OF_FULLNAME='"
	fi
	ok "port 3: no OF_FULLNAME" sh -c "! udevadm info /sys/class/net/$if3 | grep -q 'E: OF_FULLNAME='"
	ok "port 3: no ID_NET_NAME_ONBOARD (udev $UDEV_VERSION finds no node the alias points to)" \
		sh -c "! udevadm info /sys/class/net/$if3 | grep -q 'E: ID_NET_NAME_ONBOARD='"
	for _i in "$if1" "$if3" "$if6"; do
		diag "$_i: $(udevadm info "/sys/class/net/$_i" | sed -n 's/^E: \(ID_NET_NAME[A-Z_]*=.*\|ID_NET_LINK_FILE=.*\)/\1/p' | tr '\n' ' ')"
	done
	[ -z "${NETWORKD:-}" ] || udev_networkd_check "$if1" "$if3" "$if6"
}

# udev_networkd_check IF1 IF3 IF6: start Debian's systemd-networkd (its
# .network file matches Name=lan0) and check which interface it gives
# 192.0.2.1: $NETWORKD is the hub port expected to get it, or 0 for none
udev_networkd_check() {
	_nd=
	for _p in /usr/lib/systemd/systemd-networkd /lib/systemd/systemd-networkd; do
		[ -x "$_p" ] && { _nd=$_p; break; }
	done
	ok "systemd-networkd is there" test -n "$_nd"
	mkdir -p /run/systemd
	"$_nd" >/tmp/networkd.log 2>&1 &
	_got=0
	_w=$((100 * _slow))
	while [ $_w -gt 0 ]; do
		for _e in "$1:1" "$2:3" "$3:6"; do
			ip -4 addr show dev "${_e%:*}" 2>/dev/null | grep -q ' 192\.0\.2\.1/' && _got=${_e##*:}
		done
		[ "$_got" != 0 ] && [ "$NETWORKD" != 0 ] && break
		sleep 0.1
		_w=$((_w - 1))
	done
	ok "systemd-networkd runs" pidof systemd-networkd
	is "$_got" "$NETWORKD" "$FILES: networkd's .network file (Name=lan0) configures hub port $NETWORKD (0: none)"
	diag "networkd: $(tr '\n' ' ' </tmp/networkd.log | cut -c1-400)"
}

# udev_pi_guest: the Raspberry Pi 3 B's LAN9514 under the real udevd
# (scenario rpi3b-udev-names). guest_env: UDEV_VERSION, FILES, PI_NAME (the
# name expected, the same on the stock kernel and the series'),
# KERNEL_BUILD (stock or empty) and the emulator's values (emu_guest)
udev_pi_guest() {
	ok "systemd-udevd runs" pidof systemd-udevd
	is "$(udevadm --version | cut -d' ' -f1)" "$UDEV_VERSION" "Debian's udev $UDEV_VERSION"
	_d=$(usb_wait "$EMU_VID" "$EMU_PID" 30) || diag "no $EMU_VID:$EMU_PID device"
	netdev_of "$_d" 30 >/dev/null || diag "no interface"
	udev_settle
	if [ "${KERNEL_BUILD:-}" = stock ]; then
		ok "the stock kernel: no usb_net_of" sh -c '! grep -q "^usb_net_of " /proc/modules'
	else
		ok "the series' kernel: usb_net_of loaded" grep -q "^usb_net_of " /proc/modules
	fi
	like "$(dmesg | sed -n 's/.* 1-1\.1:1\.0 \([^:]*\): register .*/\1/p')" "^eth0\$" \
		"the kernel registered the LAN9514 as eth0"
	emu_guest
	is "$ifc" "$PI_NAME" "$FILES: the interface is named $PI_NAME"
	is "$(of_path "/sys/class/net/$ifc")" "" "no of_node on the netdev (ethernet@1 has no label)"
	ok "no ID_NET_NAME_ONBOARD (no endN from aliases/ethernet0)" \
		sh -c "! udevadm info /sys/class/net/$ifc | grep -q 'E: ID_NET_NAME_ONBOARD='"
	diag "$ifc: $(udevadm info "/sys/class/net/$ifc" | sed -n 's/^E: \(ID_NET_NAME[A-Z_]*=.*\|ID_NET_LINK_FILE=.*\)/\1/p' | tr '\n' ' ')"
}
