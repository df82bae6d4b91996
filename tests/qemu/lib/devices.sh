# shellcheck shell=bash
# QEMU device lines the scenarios share; tests/qemu/run sources this file
# before each scenario.

# qemu-xhci in PCI slot 2 (reg = <0x1000 0 0 0 0>): 4 USB 3 ports, then 4
# USB 2.0 ports (raw ports 5-8); QEMU's port=N is USB 2.0 root port N
qemu_xhci=(-device qemu-xhci,id=xhci,addr=2)

# ICH9 EHCI in PCI slot 3 function 7 (reg = <0x1f00 0 0 0 0>) with its three
# UHCI companions in functions 0-2 (two ports each): full-speed devices on
# EHCI port N are handed to the companion that owns port N
ich9_ehci=(
	-device ich9-usb-ehci1,id=ehci,addr=3.7,multifunction=on
	-device ich9-usb-uhci1,masterbus=ehci.0,firstport=0,addr=3.0,multifunction=on
	-device ich9-usb-uhci2,masterbus=ehci.0,firstport=2,addr=3.1,multifunction=on
	-device ich9-usb-uhci3,masterbus=ehci.0,firstport=4,addr=3.2,multifunction=on
)

# usb_net BUS PORT MAC [EXTRA]: the QEMU arguments of a usb-net (CDC
# Ethernet and RNDIS configurations) on BUS at PORT, with its own user-mode
# netdev restricted to QEMU; use unquoted: qemu_args+=($(usb_net ...))
usb_net() {
	local id=un_${1%%.*}_${2//./_}
	echo "-netdev user,id=$id,restrict=on -device usb-net,bus=$1,port=$2,netdev=$id,mac=$3${4:+,$4}"
}

# udev_names_nics: the QEMU arguments of the udev scenarios' devices, the
# ones arch/arm64/boot/dts/qemu/udev-names.dtso describes: a hub on xHCI
# USB 2.0 root port 1 and three usb-nets on its ports 1 (the node with a
# label), 3 (the node an alias points to) and 6 (no node); use unquoted:
# qemu_args+=($(udev_names_nics))
udev_names_nics() {
	echo "-device usb-hub,bus=xhci.0,port=1"
	usb_net xhci.0 1.1 02:00:00:00:00:01
	usb_net xhci.0 1.3 02:00:00:00:00:03
	usb_net xhci.0 1.6 52:54:00:00:03:06
}

# udev_names_scenario VERSION SUITE "DESC-SUFFIX" [KINDS...]: the scenario
# udevVERSION-names, on the modular kernel with the carried part: Debian's
# udev VERSION from SUITE, one boot per KIND, in order (default: all six):
#   stock      Debian's files: 73-usb-net-by-mac.link names every USB NIC by MAC
#   ours       + make install (72-usb-dt-keep-dt-name.link, 75-usb-dt-label.rules):
#              72 matches the labelled node only (the one netdev with an of_node)
#   ifnames0   Debian's files, net.ifnames=0: the kernel's names (ports 3 and 6
#              are cdc_ether's usbN, numbered in probe order)
#   mask73     73-usb-net-by-mac.link masked in /etc/systemd/network
#              (99-default.link decides): port 3 keeps the path name the stock
#              kernel gets (udev-stock-names), not end0: its netdev has no
#              of_node for NAMING_DEVICETREE_PORT_ALIASES
#   mask-both  73 and 99-default.link masked (raspi-config's "predictable
#              names disabled")
#   proposal   the 73 file proposed to Debian (NamePolicy=keep kernel mac):
#              lan0 kept, the rest as stock
# sourced by tests/qemu/scenarios/udev{252,257,262}-names.sh, sets their
# variables
udev_names_scenario() {
	local v=$1 suite=$2 what=$3 kind
	shift 3
	local kinds=("$@")
	[ ${#kinds[@]} -gt 0 ] || kinds=(stock ours ifnames0 mask73 mask-both proposal)
	# shellcheck disable=SC2034,SC2046
	{
		desc="Debian's udev $v ($what, real udevd on the modular kernel): a labelled node, a node with only an alias, a NIC without node; ${kinds[*]}"
		udev=$suite
		overlay=udev-names.dtso
		boots=${#kinds[@]}
		qemu_args=("${qemu_xhci[@]}" $(udev_names_nics))
		kind=${kinds[$(( ${BOOT:-1} - 1 ))]}
		cmdline=
		case "$kind" in
		stock) udev_files=stock expect=(enx020000000001 enx020000000003 enx525400000306) files="Debian $v stock" ;;
		ours) udev_files=ours expect=(lan0 enx020000000003 enx525400000306) files="Debian $v + make install" ;;
		ifnames0) udev_files=stock expect=(lan0 "usb[0-9]+" "usb[0-9]+") files="Debian $v, net.ifnames=0" cmdline="net.ifnames=0" ;;
		mask73) udev_files=mask73 expect=(lan0 enp0s2u1u3 enp0s2u1u6) files="Debian $v, 73 masked" ;;
		mask-both) udev_files=mask-both expect=(lan0 "usb[0-9]+" "usb[0-9]+") files="Debian $v, 73 and 99 masked" ;;
		proposal) udev_files=debian-proposal expect=(lan0 enx020000000003 enx525400000306) files="Debian $v, proposed 73" ;;
		esac
		guest_env=(UDEV_VERSION="$v" "FILES=$files" "NAME1=${expect[0]}" "NAME3=${expect[1]}" "NAME6=${expect[2]}" KERNEL1=lan0 "KERNEL3=usb[0-9]+" "KERNEL6=usb[0-9]+" MODULE=cdc_ether)
	}
}

# udev_nolabel_scenario VERSION SUITE: the scenario udevVERSION-nolabel (the
# same seven boots under Debian's udev VERSION from SUITE): the kernel as
# proposed, without the carried part 90-carried-label-names; sourced by
# tests/qemu/scenarios/udev{252,257,262}-nolabel.sh, sets their variables
udev_nolabel_scenario() {
	# shellcheck disable=SC2034
	{
		desc="Debian's udev $1 ($2) on the kernel as proposed for mainline (without the carried part 90-carried-label-names): the label reaches user space as the netdev's of_node only; the rule names lan0 from of_node/label (the user-space route), nothing else renames"
		kernel_build=nolabel
		udev=$2
		overlay=udev-names.dtso
		boots=7
		qemu_args=("${qemu_xhci[@]}" $(udev_names_nics))
		# the kernel names every cdc_ether interface usbN (no label, enumerated):
		# boot 1: Debian's files, every one by MAC
		# boot 2: the .link file only: the labelled node (the one netdev with an of_node)
		#   by its path, no lan0; the node without label by MAC, as Debian names it
		# boot 3: make install: 75-usb-dt-label.rules names lan0 from of_node/label
		# boot 4: Debian's 73 masked (99-default.link decides, as on Fedora and
		#   Arch): every interface by its path, as on the stock kernel
		#   (udev-stock-names): the labelled node's of_node gives no name
		# boot 5: net.ifnames=0: the kernel's names, usbN
		# boot 6: Debian's files and systemd-networkd with a .network file matching
		#   Name=lan0: it configures nothing (no interface is named lan0)
		# boot 7: make install and the same .network file: it configures port 1
		case "$BOOT" in
		1|"") udev_files=stock expect=(enx020000000001 enx020000000003 enx525400000306) files="no-label kernel, Debian $1 stock" ;;
		2) udev_files=link expect=(enp0s2u1u1 enx020000000003 enx525400000306) files="no-label kernel, Debian $1 + the .link file only" ;;
		3) udev_files=ours expect=(lan0 enx020000000003 enx525400000306) files="no-label kernel, Debian $1 + make install" ;;
		4) udev_files=mask73 expect=(enp0s2u1u1 enp0s2u1u3 enp0s2u1u6) files="no-label kernel, Debian $1, 73 masked" ;;
		5) udev_files=stock expect=("usb[0-9]+" "usb[0-9]+" "usb[0-9]+") files="no-label kernel, Debian $1, net.ifnames=0" cmdline="net.ifnames=0" ;;
		6) udev_files=stock-networkd expect=(enx020000000001 enx020000000003 enx525400000306) files="no-label kernel, Debian $1 stock, networkd Name=lan0" networkd=0 ;;
		7) udev_files=ours-networkd expect=(lan0 enx020000000003 enx525400000306) files="no-label kernel, Debian $1 + make install, networkd Name=lan0" networkd=1 ;;
		esac
		guest_env=(UDEV_VERSION=$1 "FILES=$files" "NAME1=${expect[0]}" "NAME3=${expect[1]}" "NAME6=${expect[2]}" "KERNEL1=usb[0-9]+" "KERNEL3=usb[0-9]+" "KERNEL6=usb[0-9]+" MODULE=cdc_ether ${networkd:+NETWORKD=$networkd})
	}
}

# usb_replug_rounds ROUNDS ID DEVICE: host_during's half of the replug
# scenarios (the guest's: replug_guest, tests/guest/lib/replug.sh): each
# round waits for the guest's "@@PLUGGED N", removes device ID through
# QEMU's monitor, waits for "@@GONE N" and adds DEVICE (device_add's
# argument, with id=ID) again; no re-add after the last round
usb_replug_rounds() {
	local i
	for i in $(seq 1 "$1"); do
		if ! console_wait "^@@PLUGGED $i\$" 60; then
			# QEMU's hot-plug now and then attaches the device without the
			# guest's controller seeing a connect (seen on the Orange Pi
			# PC's OHCI): plug it once more, and say so in during.log
			[ "$i" = 1 ] && { echo "round $i: guest did not see the device"; return; }
			echo "round $i: guest did not see the device after 60 s: device_del and device_add once more"
			qemu_monitor "device_del $2"
			sleep 1
			qemu_monitor "device_add $3"
			console_wait "^@@PLUGGED $i\$" 60 || { echo "round $i: guest did not see the device"; return; }
		fi
		qemu_monitor "device_del $2"
		[ "$i" = "$1" ] && break
		console_wait "^@@GONE $i\$" 60 || { echo "round $i: guest did not see the removal"; return; }
		qemu_monitor "device_add $3"
	done
}
